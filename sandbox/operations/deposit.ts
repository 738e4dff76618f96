import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { authed, fail, gate, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import { MAIN_WALLET_ID, findMember, onStoreReset, sandboxNow, type StoredMember } from '../store.ts';
import { publishMemberEvent } from '../events.ts';
import { http } from './http.ts';
import { depositLimitRefusal } from '../seed/responsible-gaming.ts';

/**
 * Deposits (PLATFORM-MEMBER "Deposit"): settings, payment methods and channels per brand, promotions, and the three
 * flows. Nothing is credited when a deposit is made: the provider (a sandbox page with a Pay button) or a control call
 * pays it, and only then does the main wallet grow, as on the platform.
 */

type Flow = 'QR' | 'REDIRECT' | 'MANUAL';

interface SeedChannel {
  vendorName: string;
  vendorId: number;
  mcsBankCode: string;
  flow: Flow;
  banks: { bankCode: string; bankType: string; bankName: string }[];
  minAmount: number;
  maxAmount: number;
  quickAmounts: number[];
  maintenance?: boolean;
}

/** A deposit as the sandbox keeps it: made (PENDING) until the provider page or a control call pays it. */
export interface SandboxDeposit {
  depositId: string;
  account: string;
  amount: number;
  flow: Flow;
  method: string;
  vendorId: number;
  mcsBankCode: string;
  bankCode: string;
  promotionId?: number;
  promoClaimId?: number;
  payeeName?: string;
  createdAt: number;
  status: 'PENDING' | 'PAID' | 'FAILED';
}

const bank = (bankCode: string, bankName: string, bankType = 'EWALLET') => ({ bankCode, bankType, bankName });

/** Lucky Star (PHP): e-wallet QR codes, bank-app QR, prepaid cards, crypto and manual bank transfer. */
const PHP_METHODS: Record<string, SeedChannel[]> = {
  MWQR: [
    { vendorName: 'GCash Express', vendorId: 501, mcsBankCode: 'GCASHQR', flow: 'QR', banks: [bank('GCASH', 'GCash')], minAmount: 100, maxAmount: 50_000, quickAmounts: [100, 300, 500, 1000, 5000] },
    { vendorName: 'Maya Pay', vendorId: 502, mcsBankCode: 'MAYAPAY', flow: 'REDIRECT', banks: [bank('MAYA', 'Maya')], minAmount: 200, maxAmount: 30_000, quickAmounts: [200, 500, 1000, 3000] },
    // Under maintenance: listed so members see it, refused if anyone submits to it anyway.
    { vendorName: 'ShopeePay QR', vendorId: 503, mcsBankCode: 'SHPQR', flow: 'QR', banks: [bank('SHOPEEPAY', 'ShopeePay')], minAmount: 100, maxAmount: 20_000, quickAmounts: [100, 500, 1000], maintenance: true },
  ],
  MAQR: [
    { vendorName: 'InstaPay QR Ph', vendorId: 511, mcsBankCode: 'QRPH', flow: 'QR', banks: [bank('QRPH', 'QR Ph', 'BANK')], minAmount: 500, maxAmount: 100_000, quickAmounts: [500, 1000, 5000, 10_000] },
  ],
  PGMT: [
    { vendorName: 'Bank transfer', vendorId: 521, mcsBankCode: 'PHBANKMT', flow: 'MANUAL',
      banks: [bank('BDO', 'BDO Unibank', 'BANK'), bank('BPI', 'Bank of the Philippine Islands', 'BANK'), bank('MBTC', 'Metrobank', 'BANK'), bank('UBP', 'UnionBank', 'BANK')],
      minAmount: 1000, maxAmount: 500_000, quickAmounts: [1000, 5000, 10_000, 50_000] },
  ],
  KAMI: [
    { vendorName: 'Prepaid voucher', vendorId: 531, mcsBankCode: 'VOUCHER', flow: 'REDIRECT', banks: [bank('KAMI', 'Prepaid voucher', 'CARD')], minAmount: 100, maxAmount: 10_000, quickAmounts: [100, 300, 500, 1000] },
  ],
  BTC: [
    { vendorName: 'CoinsPay USDT', vendorId: 541, mcsBankCode: 'USDTTRC20', flow: 'REDIRECT', banks: [bank('USDT', 'USDT (TRC20)', 'CRYPTO')], minAmount: 1000, maxAmount: 1_000_000, quickAmounts: [1000, 5000, 20_000] },
  ],
};

/** Golden Lotus (VND): bank QR (VietQR), MoMo and ZaloPay wallets, manual bank transfer; no cards or crypto. */
const VND_METHODS: Record<string, SeedChannel[]> = {
  MAQR: [
    { vendorName: 'VietQR', vendorId: 611, mcsBankCode: 'VIETQR', flow: 'QR', banks: [bank('VIETQR', 'VietQR', 'BANK')], minAmount: 50_000, maxAmount: 300_000_000, quickAmounts: [100_000, 200_000, 500_000, 1_000_000] },
  ],
  MWQR: [
    { vendorName: 'MoMo', vendorId: 601, mcsBankCode: 'MOMOQR', flow: 'QR', banks: [bank('MOMO', 'MoMo')], minAmount: 50_000, maxAmount: 20_000_000, quickAmounts: [100_000, 200_000, 500_000] },
    { vendorName: 'ZaloPay', vendorId: 602, mcsBankCode: 'ZALOPAY', flow: 'REDIRECT', banks: [bank('ZALOPAY', 'ZaloPay')], minAmount: 50_000, maxAmount: 20_000_000, quickAmounts: [100_000, 500_000, 1_000_000], maintenance: true },
  ],
  PGMT: [
    { vendorName: 'Chuyển khoản ngân hàng', vendorId: 621, mcsBankCode: 'VNBANKMT', flow: 'MANUAL',
      banks: [bank('VCB', 'Vietcombank', 'BANK'), bank('TCB', 'Techcombank', 'BANK'), bank('ACB', 'ACB', 'BANK')],
      minAmount: 100_000, maxAmount: 500_000_000, quickAmounts: [500_000, 1_000_000, 5_000_000] },
  ],
};

/** Receiving accounts of the manual-transfer banks. */
const RECEIVING: Record<string, { accountName: string; accountNumber: string; branch: string }> = {
  BDO: { accountName: 'Lucky Star Payments Inc.', accountNumber: '0045 1287 3390', branch: 'Makati Ayala' },
  BPI: { accountName: 'Lucky Star Payments Inc.', accountNumber: '3091-0457-82', branch: 'BGC 26th Street' },
  MBTC: { accountName: 'Lucky Star Payments Inc.', accountNumber: '127-7-12745039-1', branch: 'Ortigas Center' },
  UBP: { accountName: 'Lucky Star Payments Inc.', accountNumber: '0010 3000 8861', branch: 'Pasig Capitol Commons' },
  VCB: { accountName: 'CONG TY TNHH GOLDEN LOTUS', accountNumber: '0071001234567', branch: 'Chi nhánh Sài Gòn' },
  TCB: { accountName: 'CONG TY TNHH GOLDEN LOTUS', accountNumber: '19036123456019', branch: 'Chi nhánh Hà Nội' },
  ACB: { accountName: 'CONG TY TNHH GOLDEN LOTUS', accountNumber: '24681357', branch: 'Chi nhánh Đà Nẵng' },
};

const PROMOTIONS = [
  { promotionId: 301, promotionName: 'First deposit bonus 100%', bonusRate: 100, maxBonus: 5000, minDeposit: 500, firstOnly: true },
  { promotionId: 302, promotionName: 'Daily reload bonus 10%', bonusRate: 10, maxBonus: 1000, minDeposit: 300, firstOnly: false },
  { promotionId: 303, promotionName: 'Weekend slots bonus 15%', bonusRate: 15, maxBonus: 2000, minDeposit: 1000, firstOnly: false },
];

const EXTRA_REWARDS = [
  { claimId: 9101, promotionId: 401, promotionName: 'Birthday extra reward', rewardAmount: 188 },
  { claimId: 9102, promotionId: 402, promotionName: 'VIP upgrade extra reward', rewardAmount: 388 },
];

/** Unpaid deposits within this window beyond TOO_FREQUENT_LIMIT are refused with `deposit_too_frequent`. */
const TOO_FREQUENT_WINDOW_MS = 10 * 60_000;
const TOO_FREQUENT_LIMIT = 5;
/** A QR code or manual-transfer request pays for this long. */
const DEPOSIT_TTL_MS = 30 * 60_000;

let deposits: SandboxDeposit[] = [];
let depositSeq = 0;
let settingsOverride: { allowDeposit: 'Y' | 'N'; message: string | null } | null = null;
const appliedClaims = new Set<number>();

onStoreReset(() => {
  deposits = [];
  depositSeq = 0;
  settingsOverride = null;
  appliedClaims.clear();
});

function methodsOf(merchantCode: string): Record<string, SeedChannel[]> {
  return merchantCode === 'goldenlotus' ? VND_METHODS : PHP_METHODS;
}

function findChannel(merchantCode: string, vendorId: number, mcsBankCode: string): { method: string; channel: SeedChannel } | undefined {
  for (const [method, channels] of Object.entries(methodsOf(merchantCode))) {
    const channel = channels.find((c) => c.vendorId === vendorId && c.mcsBankCode === mcsBankCode);
    if (channel) return { method, channel };
  }
  return undefined;
}

function paidCount(account: string): number {
  return deposits.filter((d) => d.account === account && d.status === 'PAID').length;
}

/** The sandbox's deposits, newest last (control calls and tests). */
export function sandboxDeposits(account?: string): readonly SandboxDeposit[] {
  return account ? deposits.filter((d) => d.account.toLowerCase() === account.toLowerCase()) : deposits;
}

/** Turns deposits off (allowDeposit N with `message`) or back on for every member until the store resets. */
export function setDepositsAllowed(allowed: boolean, message: string | null = null): void {
  settingsOverride = allowed ? null : { allowDeposit: 'N', message };
}

/** The provider confirms the payment: the main wallet grows by the amount. Undefined when there is no such deposit. */
export function payDeposit(depositId: string): { deposit: SandboxDeposit; balance: number } | undefined {
  const deposit = deposits.find((d) => d.depositId === depositId);
  const member = deposit ? findMember(deposit.account) : undefined;
  if (!deposit || !member) return undefined;
  if (deposit.status === 'PENDING') {
    deposit.status = 'PAID';
    const main = member.balances.get(MAIN_WALLET_ID) ?? 0;
    // Cents as integers, so repeated deposits never drift.
    member.balances.set(MAIN_WALLET_ID, (Math.round(main * 100) + Math.round(deposit.amount * 100)) / 100);
    publishMemberEvent(member.id, 'deposit.credited', depositPayload(deposit), sandboxNow());
  }
  return { deposit, balance: member.balances.get(MAIN_WALLET_ID) ?? 0 };
}

function depositPayload(deposit: SandboxDeposit) {
  return { depositId: deposit.depositId, amount: deposit.amount, requestTime: deposit.createdAt };
}

/** The provider gives up on a PENDING deposit: nothing is credited (deposit.failed). Undefined when there is none. */
export function failDeposit(depositId: string, reason?: string): SandboxDeposit | undefined {
  const deposit = deposits.find((d) => d.depositId === depositId);
  const member = deposit ? findMember(deposit.account) : undefined;
  if (!deposit || !member) return undefined;
  if (deposit.status === 'PENDING') {
    deposit.status = 'FAILED';
    publishMemberEvent(member.id, 'deposit.failed', { ...depositPayload(deposit), reason: reason ?? null }, sandboxNow());
  }
  return deposit;
}

type Refusal = { message: string; code: string; value?: unknown };

function checkDeposit(member: StoredMember, merchantCode: string, body: Record<string, unknown>, expected: Flow):
  { refusal: Refusal } | { deposit: SandboxDeposit; channel: SeedChannel } {
  const amount = Number(body.amount);
  const vendorId = Number(body.vendorId);
  const mcsBankCode = str(body.mcsBankCode);
  const bankCode = str(body.bankCode);
  const found = findChannel(merchantCode, vendorId, mcsBankCode);
  if (!Number.isFinite(amount) || amount <= 0 || !found || !found.channel.banks.some((b) => b.bankCode === bankCode))
    return { refusal: { message: 'request_param_err', code: 'request_param_err' } };
  if (str(body.targetUsername).toLowerCase() !== member.account.toLowerCase())
    return { refusal: { message: 'request_param_err', code: 'request_param_err' } };
  if (settingsOverride?.allowDeposit === 'N')
    return { refusal: { message: settingsOverride.message ?? 'deposit_not_allowed', code: 'deposit_not_allowed' } };
  const { method, channel } = found;
  if (channel.maintenance || channel.flow !== expected)
    return { refusal: { message: 'This payment channel is not available at the moment.', code: 'deposit_channel_unavailable' } };
  if (amount < channel.minAmount || amount > channel.maxAmount)
    return { refusal: { message: 'Amount is outside the channel limits.', code: 'deposit_amount_out_of_range',
      value: { minAmount: channel.minAmount, maxAmount: channel.maxAmount } } };
  const now = sandboxNow();
  // Responsible gaming: a deposit that would take the member over a deposit limit they set is refused.
  const overLimit = depositLimitRefusal(member.account, amount, sandboxDeposits(member.account), now);
  if (overLimit) return { refusal: overLimit };
  const recent = deposits.filter((d) => d.account === member.account && d.status === 'PENDING' && now - d.createdAt < TOO_FREQUENT_WINDOW_MS);
  if (recent.length >= TOO_FREQUENT_LIMIT)
    return { refusal: { message: 'Too many deposit requests. Please wait before trying again.', code: 'deposit_too_frequent',
      value: { retryAfterSeconds: Math.ceil((TOO_FREQUENT_WINDOW_MS - (now - recent[0]!.createdAt)) / 1000) } } };
  const promotionId = body.promotionId == null ? undefined : Number(body.promotionId);
  const promoClaimId = body.promoClaimId == null ? undefined : Number(body.promoClaimId);
  if (promotionId !== undefined && promoClaimId !== undefined)
    return { refusal: { message: 'request_param_err', code: 'request_param_err' } };
  if (promotionId !== undefined) {
    const promotion = PROMOTIONS.find((p) => p.promotionId === promotionId);
    if (!promotion || (promotion.firstOnly && paidCount(member.account) > 0))
      return { refusal: { message: 'This promotion is not available for this deposit.', code: 'promotion_not_available' } };
  }
  if (promoClaimId !== undefined && (!EXTRA_REWARDS.some((c) => c.claimId === promoClaimId) || appliedClaims.has(promoClaimId)))
    return { refusal: { message: 'This reward was already applied.', code: 'promotion_not_available' } };
  depositSeq += 1;
  const deposit: SandboxDeposit = {
    depositId: `D${member.id}${String(depositSeq).padStart(4, '0')}`,
    account: member.account,
    amount,
    flow: expected,
    method,
    vendorId,
    mcsBankCode,
    bankCode,
    createdAt: now,
    status: 'PENDING',
    ...(promotionId !== undefined ? { promotionId } : {}),
    ...(promoClaimId !== undefined ? { promoClaimId } : {}),
  };
  return { deposit, channel };
}

function commit(deposit: SandboxDeposit): void {
  deposits.push(deposit);
  if (deposit.promoClaimId !== undefined) appliedClaims.add(deposit.promoClaimId);
}

function payPageUrl(origin: string, depositId: string): string {
  return `${origin}/wps/sandbox-assets/deposit/${depositId}`;
}

export function depositHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/MCSFE_getDepositSettings', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getDepositSettings', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const vnd = merchant.code === 'goldenlotus';
      return response(200).json(ok({
        allowDeposit: settingsOverride?.allowDeposit ?? 'Y',
        allowDepositMsg: settingsOverride?.message ?? null,
        totalDepositSuccessCount: paidCount(member.account),
        minimumAmount: vnd ? 50_000 : 100,
        maximumAmount: vnd ? 500_000_000 : 1_000_000,
      }));
    }),

    http.get('/wps/relay/MCSFE_getDepositPaymentChannels', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getDepositPaymentChannels', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { merchant } = authed(g.ctx);
      const value = Object.fromEntries(Object.entries(methodsOf(merchant.code)).map(([method, channels]) => [method, {
        channels: channels.map(({ maintenance, ...channel }) => ({ ...channel, maintenance: maintenance ?? false })),
      }]));
      return response(200).json(ok(value));
    }),

    http.get('/wps/relay/MCSFE_getDepositPromotionList', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getDepositPromotionList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      // Amounts are in the brand's currency; the VND brand has only its reload promotion.
      const first = paidCount(member.account) === 0;
      const list = merchant.code === 'goldenlotus'
        ? [{ promotionId: 302, promotionName: 'Khuyến mãi nạp lại 10%', bonusRate: 10, maxBonus: 2_000_000, minDeposit: 200_000 }]
        : PROMOTIONS.filter((p) => first || !p.firstOnly).map(({ firstOnly: _firstOnly, ...p }) => p);
      return response(200).json(ok({ promotions: list }));
    }),

    http.get('/wps/relay/PROMOFE_getUnappliedExtraRewardClaimList', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getUnappliedExtraRewardClaimList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      // member01 has extra rewards waiting; other seeded members have none.
      const claims = member.account === 'member01' ? EXTRA_REWARDS.filter((c) => !appliedClaims.has(c.claimId)) : [];
      return response(200).json(ok({ claims }));
    }),

    http.post('/wps/relay/MCSFE_depositByQRImageUrl', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_depositByQRImageUrl', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant, url } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const checked = checkDeposit(member, merchant.code, read.body, 'QR');
      if ('refusal' in checked) return response(400).json(fail(checked.refusal.message, checked.refusal.code, checked.refusal.value));
      commit(checked.deposit);
      const { deposit } = checked;
      return response(200).json(ok({ depositId: deposit.depositId, qrCodeUrl: payPageUrl(url.origin, deposit.depositId), amount: deposit.amount,
        expiresAt: deposit.createdAt + DEPOSIT_TTL_MS }));
    }),

    http.post('/wps/relay/MCSFE_depositByLaunchUrl', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_depositByLaunchUrl', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant, url } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const checked = checkDeposit(member, merchant.code, read.body, 'REDIRECT');
      if ('refusal' in checked) return response(400).json(fail(checked.refusal.message, checked.refusal.code, checked.refusal.value));
      commit(checked.deposit);
      const { deposit } = checked;
      return response(200).json(ok({ redirectUrl: payPageUrl(url.origin, deposit.depositId), depositId: deposit.depositId, amount: deposit.amount }));
    }),

    http.post('/wps/relay/MCSFE_manualTransferByAccountName', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_manualTransferByAccountName', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const payeeName = str(read.body.payeeName).trim();
      if (!payeeName || payeeName.length > 100) return response(400).json(fail('Enter the name on the account you transfer from.', 'payee_name_invalid'));
      const checked = checkDeposit(member, merchant.code, read.body, 'MANUAL');
      if ('refusal' in checked) return response(400).json(fail(checked.refusal.message, checked.refusal.code, checked.refusal.value));
      const deposit = { ...checked.deposit, payeeName };
      commit(deposit);
      const receiving = RECEIVING[deposit.bankCode] ?? RECEIVING.BDO!;
      const bankName = checked.channel.banks.find((b) => b.bankCode === deposit.bankCode)?.bankName ?? deposit.bankCode;
      return response(200).json(ok({ depositId: deposit.depositId, bankName, ...receiving, amount: deposit.amount,
        reference: deposit.depositId, expiresAt: deposit.createdAt + DEPOSIT_TTL_MS }));
    }),
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function providerPage(deposit: SandboxDeposit | undefined, paid: boolean): Response {
  const body = !deposit
    ? '<h1>Unknown payment</h1><p>No sandbox deposit has this reference.</p>'
    : deposit.status === 'PAID'
      ? `<h1>Payment received</h1><p>${escapeHtml(String(deposit.amount))} for deposit ${escapeHtml(deposit.depositId)} was paid${paid ? '' : ' before'}. ` +
        'You can close this page and go back to the site.</p>'
      : `<h1>Sandbox payment provider</h1><p>Deposit ${escapeHtml(deposit.depositId)}: amount ${escapeHtml(String(deposit.amount))}.</p>` +
        `<form method="post" action="/wps/sandbox-assets/deposit/${escapeHtml(deposit.depositId)}/pay"><button type="submit">Pay</button></form>`;
  const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    `<title>Sandbox payment</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><main>${body}</main></body></html>`;
  return new HttpResponse(page, { status: deposit ? 200 : 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The payment provider's page (the QR code's link and the redirect URL): the deposit and a Pay button. */
export const depositAssetHandlers: HttpHandler[] = [
  mswHttp.get('*/wps/sandbox-assets/deposit/:id', ({ params }) =>
    providerPage(deposits.find((d) => d.depositId === String(params.id)), false)),
  mswHttp.post('*/wps/sandbox-assets/deposit/:id/pay', ({ params }) => providerPage(payDeposit(String(params.id))?.deposit, true)),
];

/** Control calls: list deposits, pay one (as the provider would), turn deposits off or on. */
export const depositControlHandlers: HttpHandler[] = [
  mswHttp.get('*/__sandbox/deposits', ({ request }) =>
    HttpResponse.json({ deposits: sandboxDeposits(new URL(request.url).searchParams.get('account') ?? undefined) })),
  mswHttp.post('*/__sandbox/deposits/:id/pay', ({ params }) => {
    const paid = payDeposit(String(params.id));
    return paid
      ? HttpResponse.json({ depositId: paid.deposit.depositId, status: paid.deposit.status, mainWallet: paid.balance })
      : HttpResponse.json({ error: 'no deposit with this id' }, { status: 404 });
  }),
  // The provider refuses the payment: the deposit fails and the member is told (deposit.failed).
  mswHttp.post('*/__sandbox/deposits/:id/fail', async ({ params, request }) => {
    const body = (await request.json().catch(() => ({}))) as { reason?: unknown };
    const failed = failDeposit(String(params.id), typeof body.reason === 'string' ? body.reason : undefined);
    return failed
      ? HttpResponse.json({ depositId: failed.depositId, status: failed.status })
      : HttpResponse.json({ error: 'no deposit with this id' }, { status: 404 });
  }),
  mswHttp.post('*/__sandbox/deposits/settings', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { allowDeposit?: unknown; message?: unknown };
    if (body.allowDeposit !== 'Y' && body.allowDeposit !== 'N')
      return HttpResponse.json({ error: 'give {"allowDeposit": "Y" | "N", "message"?: "<the server message>"}' }, { status: 400 });
    setDepositsAllowed(body.allowDeposit === 'Y', typeof body.message === 'string' ? body.message : null);
    return HttpResponse.json({ allowDeposit: body.allowDeposit });
  }),
];
