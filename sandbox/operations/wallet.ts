import type { HttpHandler } from 'msw';
import { authed, fail, gate, ok, readBody, type ScenarioSource } from '../responses.ts';
import { GAME_WALLETS, MAIN_WALLET_ID, findMemberById, onStoreReset, transfer, type StoredMember } from '../store.ts';
import { publishMemberEvent } from '../events.ts';
import { http } from './http.ts';

/** Wallet settings the sandbox can change for a story or a test; back to these defaults on every store reset. */
interface WalletSettings {
  /** Whether wallet transfers take cents (the balance answer's allowDecimal). */
  allowDecimal: boolean;
  /** Game-vendor wallets (account type ids) under maintenance: they neither take nor give money. */
  maintenance: Set<number>;
}

const settings: WalletSettings = { allowDecimal: true, maintenance: new Set() };
onStoreReset(() => {
  settings.allowDecimal = true;
  settings.maintenance = new Set();
});

/** Sandbox switch: whether wallet transfers take cents (answered as allowDecimal on the balance). */
export function setWalletAllowDecimal(allow: boolean): void {
  settings.allowDecimal = allow;
}

/** Sandbox switch: puts a game-vendor wallet under maintenance (or takes it out). */
export function setWalletMaintenance(accountTypeId: number, on: boolean): void {
  if (on) settings.maintenance.add(accountTypeId);
  else settings.maintenance.delete(accountTypeId);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The balance answer with this module's designed fields (names, maintenance, allowDecimal). */
export function walletValue(member: StoredMember, currency: { code: string; symbol: string }) {
  const balance = [...member.balances].map(([accountTypeId, availBalance]) => {
    const game = GAME_WALLETS.find((w) => w.accountTypeId === accountTypeId);
    return {
      accountTypeId,
      availBalance,
      ...(game ? { name: game.name, maintenance: settings.maintenance.has(accountTypeId) } : {}),
    };
  });
  const sumBalance = round2(balance.reduce((sum, b) => sum + b.availBalance, 0));
  return { sumBalance, balance, currency: currency.code, currencySymbol: currency.symbol, allowDecimal: settings.allowDecimal };
}

const hasCents = (amount: number) => Math.round(amount * 100) % 100 !== 0;
const AGENT_2 = 2;

/** Tells the member's open sites the main wallet moved by `change` (signed) and why (balance.changed). */
function balanceChanged(member: StoredMember, reason: string, initiatedByMember: boolean, change: number): void {
  publishMemberEvent(member.id, 'balance.changed', {
    mainWallet: member.balances.get(MAIN_WALLET_ID) ?? 0,
    change,
    reason,
    initiatedByMember,
  });
}

export function walletHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.post('/wps/relay/GCS_recallBalance', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/GCS_recallBalance', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const only = read.body.accountTypeId;
      const ids = only === undefined || only === null || only === '' ? GAME_WALLETS.map((w) => w.accountTypeId) : [Number(only)];
      if (ids.some((id) => id === MAIN_WALLET_ID || !member.balances.has(id)))
        return response(400).json(fail('request_param_err', 'request_param_err'));
      const blocked = ids.find((id) => settings.maintenance.has(id) && (member.balances.get(id) ?? 0) > 0);
      if (blocked !== undefined) return response(400).json(fail('wallet.maintenance', 'wallet.maintenance', { accountTypeId: blocked }));
      const before = member.balances.get(MAIN_WALLET_ID) ?? 0;
      for (const id of ids) transfer(member, id, MAIN_WALLET_ID, member.balances.get(id) ?? 0);
      balanceChanged(member, 'recall', true, round2((member.balances.get(MAIN_WALLET_ID) ?? 0) - before));
      return response(200).json(ok(walletValue(member, g.ctx.merchant.currency)));
    }),

    http.post('/wps/relay/GCS_walletTransfer', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/GCS_walletTransfer', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const from = Number(read.body.fromAccountTypeId);
      const to = Number(read.body.toAccountTypeId);
      const amount = Number(read.body.amount);
      if (!member.balances.has(from) || !member.balances.has(to) || from === to || !(amount > 0))
        return response(400).json(fail('request_param_err', 'request_param_err'));
      if (member.type === 4) return response(400).json(fail('in_need_true_account', 'trial.account'));
      if (!settings.allowDecimal && hasCents(amount)) return response(400).json(fail('amount.decimal.not.allowed', 'amount.decimal.not.allowed'));
      const blocked = [from, to].find((id) => settings.maintenance.has(id));
      if (blocked !== undefined) return response(400).json(fail('wallet.maintenance', 'wallet.maintenance', { accountTypeId: blocked }));
      if (!transfer(member, from, to, amount)) return response(400).json(fail('balance.insufficient', 'balance.insufficient'));
      balanceChanged(member, 'transfer', true, from === MAIN_WALLET_ID ? -amount : to === MAIN_WALLET_ID ? amount : 0);
      return response(200).json(ok({ transactionId: `TR${member.id}${Date.now()}`, wallet: walletValue(member, g.ctx.merchant.currency) }));
    }),

    http.get('/wps/agent/upline', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/agent/upline', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const upline = member.parentId ? findMemberById(member.parentId) : undefined;
      return response(200).json(ok({ uplineName: upline?.account ?? null }));
    }),

    http.put('/wps/agent/transferUpline', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/agent/transferUpline', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const amount = Number(read.body.amount);
      const password = typeof read.body.password === 'string' ? read.body.password : '';
      if (!(amount > 0) || !password) return response(400).json(fail('request_param_err', 'request_param_err'));
      if (member.type === 4 || member.type === AGENT_2) return response(400).json(fail('function.not.available', 'function.not.available'));
      const upline = member.parentId ? findMemberById(member.parentId) : undefined;
      if (!upline) return response(400).json(fail('upline.not.exists', 'upline.not.exists'));
      if (!member.fundPassword) return response(400).json(fail('not.exists.payment.password', 'not.exists.payment.password'));
      if (password !== member.fundPassword) return response(400).json(fail('invalid.payment.pw', 'invalid.payment.pw'));
      const main = member.balances.get(MAIN_WALLET_ID) ?? 0;
      if (main < amount) return response(400).json(fail('balance.insufficient', 'balance.insufficient'));
      member.balances.set(MAIN_WALLET_ID, round2(main - amount));
      upline.balances.set(MAIN_WALLET_ID, round2((upline.balances.get(MAIN_WALLET_ID) ?? 0) + amount));
      balanceChanged(member, 'upline_transfer_out', true, -amount);
      // The upline did nothing: their site tells them money arrived.
      balanceChanged(upline, 'upline_transfer_in', false, amount);
      return response(200).json(ok({ memberName: member.account, uplineName: upline.account, amount, mainBalance: member.balances.get(MAIN_WALLET_ID) ?? 0 }));
    }),
  ];
}
