import type { HttpHandler } from 'msw';
import { fail, gate, authed, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import {
  MAIN_WALLET_ID,
  SANDBOX_BANK_ACCOUNT_NAME,
  SANDBOX_FUND_PASSWORD,
  checkSmsCode,
  findMember,
  onStoreReset,
  registerMember,
  sandboxNow,
  type StoredCard,
  type StoredMember,
} from '../store.ts';
import { publishMemberEvent } from '../events.ts';
import { http } from './http.ts';

/** A bank or e-wallet a member can bind (PLATFORM-MEMBER "Bind card": per-bank required fields). */
export interface SandboxBank {
  bankCode: string;
  bankName: string;
  methodGroupType: 'B' | 'E' | 'V';
  requiredFields: ('province' | 'city' | 'area')[];
  cardNumberLength: [number, number];
}

const bank = (bankCode: string, bankName: string, requiredFields: SandboxBank['requiredFields'] = []): SandboxBank => ({
  bankCode, bankName, methodGroupType: 'B', requiredFields, cardNumberLength: [10, 16],
});
const wallet = (bankCode: string, bankName: string): SandboxBank => ({
  bankCode, bankName, methodGroupType: 'E', requiredFields: [], cardNumberLength: [11, 11],
});
const RURAL: SandboxBank['requiredFields'] = ['province', 'city', 'area'];

/** Philippine banks and e-wallets a withdrawal can go to; rural and cooperative banks ask where the branch is. */
export const SANDBOX_BANKS: readonly SandboxBank[] = [
  bank('BDO', 'BDO Unibank'),
  bank('BPI', 'Bank of the Philippine Islands'),
  bank('MBTC', 'Metrobank'),
  bank('LBP', 'Land Bank of the Philippines'),
  bank('PNB', 'Philippine National Bank'),
  bank('CHIB', 'China Banking Corporation'),
  bank('RCBC', 'Rizal Commercial Banking Corporation'),
  bank('SECB', 'Security Bank'),
  bank('UBP', 'UnionBank of the Philippines'),
  bank('DBP', 'Development Bank of the Philippines'),
  bank('EWB', 'EastWest Bank'),
  bank('AUB', 'Asia United Bank'),
  bank('PSB', 'PSBank (Philippine Savings Bank)'),
  bank('CBS', 'China Bank Savings'),
  bank('RBANK', 'Robinsons Bank'),
  bank('MAYB', 'Maybank Philippines'),
  bank('PBCOM', 'Philippine Bank of Communications'),
  bank('PVB', 'Philippine Veterans Bank'),
  bank('BOC', 'Bank of Commerce'),
  bank('STERLING', 'Sterling Bank of Asia'),
  bank('CTBC', 'CTBC Bank Philippines'),
  bank('PTC', 'Philippine Trust Company'),
  bank('UCPB', 'UCPB Savings Bank'),
  bank('CSB', 'City Savings Bank'),
  bank('PBB', 'Philippine Business Bank'),
  bank('PRB', 'Producers Bank'),
  bank('SBA', 'Sterling Bank of Asia Savings'),
  bank('ING', 'ING Bank Philippines'),
  bank('CIMB', 'CIMB Bank Philippines'),
  bank('TONIK', 'Tonik Digital Bank'),
  bank('GOTYME', 'GoTyme Bank'),
  bank('SEABANK', 'SeaBank Philippines'),
  bank('UNODB', 'UNO Digital Bank'),
  bank('CARDBANK', 'CARD Bank', RURAL),
  bank('RBGUIMBA', 'Rural Bank of Guimba', RURAL),
  bank('RBSANLEO', 'Rural Bank of San Leonardo', RURAL),
  bank('CEBCOOP', 'Cebuana Lhuillier Rural Bank', ['province', 'city']),
  bank('BANKCOOP', 'Bangko Kabayan', ['province', 'city']),
  bank('MALAYAN', 'Malayan Bank Savings and Mortgage Bank', ['province']),
  bank('QCRB', 'Queen City Development Bank', RURAL),
  wallet('GCASH', 'GCash'),
  wallet('MAYA', 'Maya'),
  wallet('GRABPAY', 'GrabPay'),
  wallet('SHOPEEPAY', 'ShopeePay'),
  wallet('COINSPH', 'Coins.ph'),
  wallet('PALAWANPAY', 'Palawan Pay'),
  { bankCode: 'USDT_TRC20', bankName: 'USDT (TRC-20)', methodGroupType: 'V', requiredFields: [], cardNumberLength: [34, 34] },
];

/** What the merchant's back office sets for withdrawals (PLATFORM-MEMBER "Withdrawal"); tests change it with `setWithdrawSettings`. */
export interface SandboxWithdrawSettings {
  allowWithdraw: 'Y' | 'N';
  allowWithdrawMsg: string | null;
  withdrawDateFrom: string;
  withdrawDateTo: string;
  precautionNote: string | null;
  allowDecimal: boolean;
  c2cEnabled: boolean;
  withdrawPenaltyCharge: number;
  fixedAmountList: number[];
  mobileVerificationType: 'REQUIRED' | 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT' | null;
  mobileVerificationWithdrawAmount: number | null;
  minimumAmount: number;
  maximumAmount: number;
  /** Card binding asks for an sms code (purpose BIND_CARD). */
  bindCardSms: boolean;
  maxCardCount: number;
  /** The daily allowance and number of withdrawals. */
  dailyLimit: number;
  dailyTimes: number;
}

const DEFAULT_SETTINGS: SandboxWithdrawSettings = {
  allowWithdraw: 'Y',
  allowWithdrawMsg: null,
  // The same time twice: all day.
  withdrawDateFrom: '00:00',
  withdrawDateTo: '00:00',
  precautionNote:
    '<p><strong>Before you withdraw</strong></p><ul><li>Withdrawals go only to cards in your own name.</li>' +
    '<li>Most withdrawals arrive within 5 minutes; bank holidays can take longer.</li></ul>' +
    '<p><a href="https://help.luckystar.example/withdraw">Withdrawal help</a></p>',
  allowDecimal: true,
  c2cEnabled: false,
  withdrawPenaltyCharge: 1.5,
  fixedAmountList: [500, 1000, 5000],
  mobileVerificationType: 'WITHDRAW_AMOUNT',
  mobileVerificationWithdrawAmount: 20000,
  minimumAmount: 100,
  maximumAmount: 50000,
  bindCardSms: false,
  maxCardCount: 3,
  dailyLimit: 100000,
  dailyTimes: 5,
};

let settings: SandboxWithdrawSettings = { ...DEFAULT_SETTINGS };

/** Changes the sandbox's withdrawal settings until the next store reset (tests and stories). */
export function setWithdrawSettings(change: Partial<SandboxWithdrawSettings>): void {
  settings = { ...settings, ...change };
}

/** Members seeded for this area: missing profile information, a frozen card. */
export const WITHDRAW_SEEDED_LOGINS = ['incomplete01', 'frozen01'] as const;

function seedWithdrawMembers(): void {
  const incomplete = findMember('incomplete01') ?? registerMember({ account: 'incomplete01', password: 'Passw0rd!' });
  const frozen = findMember('frozen01') ?? registerMember({ account: 'frozen01', password: 'Passw0rd!', mobile: '9171234590' });
  for (const member of [incomplete, frozen]) {
    if (!member) continue;
    member.fundPassword = SANDBOX_FUND_PASSWORD;
    member.payee = SANDBOX_BANK_ACCOUNT_NAME;
    member.cards = [{ bankCardId: member.id * 10 + 1, bankName: 'BDO Unibank', bankCode: 'BDO',
      cardNumber: `6011${String(member.id).padStart(8, '0')}4821`, cardHolder: SANDBOX_BANK_ACCOUNT_NAME, methodGroupType: 'B',
      isWithdrawActive: true }];
  }
  // No mobile and no nickname: a withdrawal asks to complete them.
  if (incomplete) incomplete.nickname = '';
  if (frozen) {
    frozen.mobileVerified = true;
    frozen.cards[0]!.frozen = true;
  }
}

let nextCardId = 900001;
seedWithdrawMembers();
onStoreReset(() => {
  settings = { ...DEFAULT_SETTINGS };
  nextCardId = 900001;
  seedWithdrawMembers();
});

/** "**** 4821": the last four characters of an account number. */
export function maskCardNumber(number: string): string {
  return `**** ${number.slice(-4)}`;
}

/** "J*** D*** C***": each word's first letter. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => (word ? `${[...word][0]}${'*'.repeat(Math.max(2, [...word].length - 1))}` : word))
    .join(' ');
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function withinWindow(now = new Date(sandboxNow())): boolean {
  if (settings.withdrawDateFrom === settings.withdrawDateTo) return true;
  const minute = now.getHours() * 60 + now.getMinutes();
  const from = minutesOf(settings.withdrawDateFrom);
  const to = minutesOf(settings.withdrawDateTo);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

const MONEY_TYPES = [0, 1, 2];
const round2 = (n: number) => Math.round(n * 100) / 100;

function today(member: StoredMember) {
  const start = new Date(sandboxNow());
  start.setHours(0, 0, 0, 0);
  return member.withdrawals.filter((w) => w.createdAt >= start.getTime() && w.status !== 'REJECTED');
}

function cardView(card: StoredCard) {
  return {
    bankCardId: card.bankCardId,
    bankName: card.bankName,
    bankCode: card.bankCode,
    cardNumber: maskCardNumber(card.cardNumber),
    cardHolder: maskName(card.cardHolder),
    cardType: card.methodGroupType === 'B' ? 'DEBIT' : null,
    methodGroupType: card.methodGroupType,
    isWithdrawActive: card.isWithdrawActive,
    isFrozen: card.frozen === true,
    maintenanceStartTime: null,
    maintenanceEndTime: null,
  };
}

/** The profile fields a withdrawal needs that the member has not filled in. */
function missingInformation(member: StoredMember): string[] {
  return [
    !member.nickname && 'required_nickname',
    !member.email && 'required_email_add',
    !member.mobile && 'required_mobile_no',
  ].filter((x): x is string => Boolean(x));
}

function turnoverOf(member: StoredMember) {
  const requiredTurnover = round2(member.turnover.reduce((sum, t) => sum + t.requiredTurnover, 0));
  const actualTurnover = round2(member.turnover.reduce((sum, t) => sum + Math.min(t.actualTurnover, t.requiredTurnover), 0));
  const met = member.turnover.every((t) => t.actualTurnover >= t.requiredTurnover);
  return { met, requiredTurnover, actualTurnover };
}

function needsSms(member: StoredMember, amount: number): boolean {
  switch (settings.mobileVerificationType) {
    case 'EVERY_WITHDRAWAL':
      return true;
    case 'WITHDRAW_AMOUNT':
      return settings.mobileVerificationWithdrawAmount != null && amount >= settings.mobileVerificationWithdrawAmount;
    case 'REQUIRED':
      return !member.mobileVerified;
    default:
      return false;
  }
}

const badRequest = (message: string, code = message, value?: unknown) => fail(message, code, value);

/**
 * Sandbox control (the merchant's back office): decides a member's SUBMITTED withdrawals. Approved ones are PAID (C2C
 * payouts then wait for `disbursePayouts`); rejected ones give the amount back to the main wallet. Each publishes
 * withdrawal.approved or withdrawal.rejected. Returns how many were decided; undefined when there is no such member.
 */
export function decideWithdrawals(account: string, decision: 'approve' | 'reject', reason?: string): number | undefined {
  const member = findMember(account);
  if (!member) return undefined;
  let decided = 0;
  for (const w of member.withdrawals) {
    if (w.status !== 'SUBMITTED') continue;
    decided += 1;
    const payload = { withdrawalId: w.id, amount: w.amount, requestTime: w.createdAt };
    if (decision === 'approve') {
      w.status = 'PAID';
      publishMemberEvent(member.id, 'withdrawal.approved', payload, sandboxNow());
    } else {
      w.status = 'REJECTED';
      member.balances.set(MAIN_WALLET_ID, round2((member.balances.get(MAIN_WALLET_ID) ?? 0) + w.amount));
      publishMemberEvent(member.id, 'withdrawal.rejected', { ...payload, reason: reason ?? null }, sandboxNow());
    }
  }
  return decided;
}

export function withdrawHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/MCSFE_getWithdrawSettings', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getWithdrawSettings', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      return response(200).json(ok({
        allowWithdraw: settings.allowWithdraw,
        allowWithdrawMsg: settings.allowWithdrawMsg,
        withdrawDateFrom: settings.withdrawDateFrom,
        withdrawDateTo: settings.withdrawDateTo,
        precautionNote: settings.precautionNote,
        allowDecimal: settings.allowDecimal,
        c2cEnabled: settings.c2cEnabled,
        withdrawPenaltyCharge: settings.withdrawPenaltyCharge,
        fixedAmountList: settings.fixedAmountList,
        mobileVerificationType: settings.mobileVerificationType,
        mobileVerificationWithdrawAmount: settings.mobileVerificationWithdrawAmount,
        mobileVerified: member.mobileVerified,
        minimumAmount: settings.minimumAmount,
        maximumAmount: settings.maximumAmount,
      }));
    }),

    http.get('/wps/relay/MCSFE_getMemberBankCards', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getMemberBankCards', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const done = today(member);
      return response(200).json(ok({
        bankCards: member.cards.map(cardView),
        maxCardCount: settings.maxCardCount,
        minWithdrawal: settings.minimumAmount,
        maxWithdrawal: settings.maximumAmount,
        remainingWithdrawAmount: round2(Math.max(0, settings.dailyLimit - done.reduce((sum, w) => sum + w.amount, 0))),
        remainingTransactionTimes: Math.max(0, settings.dailyTimes - done.length),
      }));
    }),

    http.get('/wps/relay/MCSFE_getBindCardConfig', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getBindCardConfig', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      return response(200).json(ok({
        banks: SANDBOX_BANKS.map((b) => ({ ...b, requiredFields: [...b.requiredFields], cardNumberLength: [...b.cardNumberLength] })),
        smsVerification: settings.bindCardSms,
        hasPaymentPassword: member.fundPassword !== undefined,
        payee: member.payee ? maskName(member.payee) : null,
        cardCount: member.cards.length,
        maxCardCount: settings.maxCardCount,
        bindAllowed: ![40, 41, 42].includes(member.type),
      }));
    }),

    http.post('/wps/member/bankCard', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/member/bankCard', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const body = read.body;
      if ([40, 41, 42].includes(member.type)) return response(400).json(badRequest('card.bind.not.allowed'));
      if (member.cards.length >= settings.maxCardCount) return response(400).json(badRequest('card.limit.reached'));
      const chosen = SANDBOX_BANKS.find((b) => b.bankCode === str(body.bankCode));
      const cardNumber = str(body.cardNumber).trim();
      if (!chosen) return response(400).json(badRequest('request_param_err'));
      const [minLength, maxLength] = chosen.cardNumberLength;
      const shape = chosen.methodGroupType === 'V' ? /^[A-Za-z0-9]+$/ : /^[0-9]+$/;
      if (!shape.test(cardNumber) || cardNumber.length < minLength || cardNumber.length > maxLength)
        return response(400).json(badRequest('card.number.invalid'));
      for (const field of chosen.requiredFields)
        if (!str(body[field]).trim()) return response(400).json(badRequest('request_param_err'));
      const password = str(body.paymentPassword);
      if (member.fundPassword === undefined) {
        if (password.length < 6) return response(400).json(badRequest('payment.password.invalid'));
        if (password !== str(body.validatePaymentPassword)) return response(400).json(badRequest('payment.password.mismatch'));
      } else if (password !== member.fundPassword) {
        return response(400).json(badRequest('invalid.payment.pw'));
      }
      if (settings.bindCardSms && checkSmsCode(member.mobile ?? '', str(body.verificationCode)) !== 'ok')
        return response(400).json(badRequest('verification.invalid'));
      if (member.cards.some((c) => c.cardNumber === cardNumber)) return response(400).json(badRequest('card.number.exists'));
      if (!member.payee) {
        const payee = str(body.payeeName).trim();
        if (!payee) return response(400).json(badRequest('request_param_err'));
        member.payee = payee;
      }
      if (member.fundPassword === undefined) member.fundPassword = password;
      const card: StoredCard = { bankCardId: nextCardId, bankName: chosen.bankName, bankCode: chosen.bankCode, cardNumber,
        cardHolder: member.payee, methodGroupType: chosen.methodGroupType, isWithdrawActive: true };
      nextCardId += 1;
      member.cards.push(card);
      return response(200).json(ok({ bankCardId: card.bankCardId }));
    }),

    http.post('/wps/member/bankCard/delete', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/member/bankCard/delete', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const id = Number(read.body.bankCardId);
      if (member.fundPassword === undefined) return response(400).json(badRequest('not.exists.payment.password'));
      if (str(read.body.paymentPassword) !== member.fundPassword) return response(400).json(badRequest('invalid.payment.pw'));
      if (!member.cards.some((c) => c.bankCardId === id)) return response(400).json(badRequest('card.not.found'));
      member.cards = member.cards.filter((c) => c.bankCardId !== id);
      return response(200).json(ok({ bankCardId: id }));
    }),

    http.get('/wps/relay/MCSFE_getWithdrawTurnover', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getWithdrawTurnover', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const summary = turnoverOf(member);
      return response(200).json(ok({
        status: summary.met ? ('A' as const) : ('I' as const),
        requiredTurnover: summary.requiredTurnover,
        actualTurnover: summary.actualTurnover,
        details: member.turnover.map((t) => ({ ...t })),
      }));
    }),

    http.post('/wps/v2/transaction/withdraw', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/v2/transaction/withdraw', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const body = read.body;
      const amount = Number(body.amount);
      if (!MONEY_TYPES.includes(member.type) || settings.allowWithdraw !== 'Y' || !withinWindow())
        return response(400).json(badRequest(settings.allowWithdrawMsg ?? 'withdraw.not.allowed', 'withdraw.not.allowed'));
      const card = member.cards.find((c) => c.bankCardId === Number(body.bankCardId));
      if (!card || !(amount > 0)) return response(400).json(badRequest('request_param_err'));
      if (card.frozen) return response(400).json(badRequest('bank_card_is_frozen'));
      if (!merchant.whitelabel.WDRAWNOPASSVERIF3) {
        if (member.fundPassword === undefined) return response(400).json(badRequest('not.exists.payment.password'));
        if (str(body.password) !== member.fundPassword) return response(400).json(badRequest('invalid.payment.pw'));
      }
      const missing = missingInformation(member);
      if (missing.length) return response(400).json(badRequest('required_member_information_incomplete', undefined, { data: missing }));
      const turnover = turnoverOf(member);
      if (!turnover.met)
        return response(400).json(badRequest('withdraw_turnover_not_enough', undefined,
          { data: { requiredTurnover: turnover.requiredTurnover, actualTurnover: turnover.actualTurnover } }));
      const done = today(member);
      const remaining = settings.dailyLimit - done.reduce((sum, w) => sum + w.amount, 0);
      if (amount < settings.minimumAmount || amount > settings.maximumAmount || amount > remaining || done.length >= settings.dailyTimes)
        return response(400).json(badRequest('withdraw.amount.invalid'));
      if (!settings.allowDecimal && !Number.isInteger(amount)) return response(400).json(badRequest('withdraw.amount.invalid'));
      const main = member.balances.get(MAIN_WALLET_ID) ?? 0;
      if (amount > main) return response(400).json(badRequest('balance.insufficient'));
      if (needsSms(member, amount) && checkSmsCode(member.mobile ?? '', str(body.verificationCode)) !== 'ok')
        return response(400).json(badRequest('verification.invalid'));
      // The fee in cents, rounded half up, as the page shows it.
      const fee = Math.round((Math.round(amount * 100) * settings.withdrawPenaltyCharge) / 100) / 100;
      member.balances.set(MAIN_WALLET_ID, round2(main - amount));
      const id = `W${member.id}${String(member.withdrawals.length + 1).padStart(4, '0')}`;
      member.withdrawals.push({ id, amount, fee, bankCardId: card.bankCardId, createdAt: sandboxNow(), status: 'SUBMITTED' });
      return response(200).json(ok({ withdrawalId: id, amount, fee, receivedAmount: round2(amount - fee), status: 'SUBMITTED' }));
    }),
  ];
}
