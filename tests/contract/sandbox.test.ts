import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWebCryptoStrategy } from '@/api/encryption';
import { handlers } from '../../sandbox/handlers';
import { SANDBOX_PUBLIC_KEY_SPKI } from '../../sandbox/keys/private-key';
import { findMember, issueSmsCode, lastCaptcha, lastSms } from '../../sandbox/store';
import { forgetNickname, forgetSecurityQuestions } from '../../sandbox/operations/security';
import { catalog } from '../../sandbox/seed/catalog';
import { seedAwaitingPayout } from '../../sandbox/operations/payouts';
import { cancellableOrderNo } from '../../sandbox/operations/records';
import { issueReward } from '../../sandbox/seed/promotions';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  method: string;
  path: string;
  token: boolean;
  encrypt: boolean;
  form: boolean;
  schema: unknown;
  contentType: string;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const doc = parse(readFileSync(join(process.cwd(), 'schemas/api/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: Json;
};

/** Rewrites local refs so they resolve against the components registered under the id `api`. */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `api${value}` : rebase(value),
      ]),
    );
  return node;
}

const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const op = item[method] as Json & { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
    const content = op.responses['200']?.content ?? {};
    const [contentType, media] = Object.entries(content)[0] ?? ['application/json', { schema: {} }];
    const body = (op.requestBody as { content?: Json } | undefined)?.content ?? {};
    return {
      operationId: String(op.operationId),
      method: method.toUpperCase(),
      path,
      token: op['x-token'] === true,
      encrypt: op['x-encrypt'] === true,
      form: 'application/x-www-form-urlencoded' in body,
      schema: rebase(media.schema),
      contentType,
    };
  }),
);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'api', components: rebase(doc.components) });

const ORIGIN = 'http://localhost';
const trialGame = catalog().find((game) => game.supportPlay === 0 && game.isGame === '1');
const anyGame = catalog().find((game) => game.gameType === 'RNG');

interface Sample {
  query?: Record<string, string>;
  /** Sent with agent01's token (calls only agents may make). */
  agent?: boolean;
  body?: Json | (() => Json);
  merchant?: string;
}

/** A valid request for each operation that needs more than its path (query, body, or another brand's flags). */
const LAST_WEEK = { startDate: String(Date.now() - 7 * 86_400_000), endDate: String(Date.now()) };

const SAMPLES: Record<string, Sample> = {
  // Records: the last week of member01's generated history (the 30-day transaction rule allows it).
  getRngOrders: { query: LAST_WEEK },
  getFishOrders: { query: LAST_WEEK },
  getLiveOrders: { query: LAST_WEEK },
  getSportsSettledOrders: { query: LAST_WEEK },
  getSportsUnsettledOrders: { query: LAST_WEEK },
  getElottSettledOrders: { query: LAST_WEEK },
  getElottUnsettledOrders: { query: LAST_WEEK },
  getPvpOrders: { query: { ...LAST_WEEK, accountType: 'KM', page: '2', size: '20' } },
  cancelElottOrder: { body: () => ({ orderNo: cancellableOrderNo('member01') ?? '' }) },
  getMemberTransactions: { query: { startTime: LAST_WEEK.startDate, endTime: LAST_WEEK.endDate, codeTypes: 'deposit,withdraw' } },
  getPersonalProfitLoss: { query: LAST_WEEK },
  getBonusDetails: { query: LAST_WEEK },
  submitManualRebate: { body: {} },
  // Agent centre: shell and overview (agent01's whole team over the last week).
  getConsolidatedFunds: { agent: true },
  getAgentInfo: { agent: true },
  getTeamOverviewSum: { agent: true, query: { startTime: LAST_WEEK.startDate, endTime: LAST_WEEK.endDate, scope: 'all' } },
  getAgentAnnouncements: { agent: true, query: { page: '1', size: '5' } },
  readAgentAnnouncements: { agent: true, body: { ids: [9001] } },
  login: { body: { username: 'member01', password: 'Passw0rd!', type: 'username', loginDeviceId: 'device-1' } },
  loginFreePlay: { merchant: 'goldenlotus', body: { os: 'Linux', platform: 'W' } },
  register: {
    body: () => ({ username: 'newplayer1', password: 'Secret123', confirmPassword: 'Secret123', captcha: lastCaptcha() ?? '',
      registerMethod: 'WEB', domain: 'localhost' }),
  },
  registerMobile: {
    merchant: 'goldenlotus',
    body: () => ({ mobileNum: '9998887777', password: 'Secret123', verificationCode: lastSms('9998887777')?.code ?? '',
      countryDialingCode: '84', registerMethod: 'WEB' }),
  },
  resetPasswordByPhone: {
    body: () => ({ mobileNum: '9171234568', newPassword: 'Secret456', verificationCode: lastSms('9171234568')?.code ?? '' }),
  },
  forgotPasswordByEmail: { body: { username: 'member01', email: 'member01@example.com' } },
  changePassword: { body: { oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!', confirmNewPassword: 'Passw0rd!' } },
  sendLoginSms: { body: { mobileNum: '9171234568', countryDialingCode: '63' } },
  sendRegisterSms: { merchant: 'goldenlotus', body: { mobileNo: '9998887777', countryDialingCode: '84' } },
  getDomainRoute: { query: { device: '1' } },
  getSystemStatus: { query: { host: 'localhost' } },
  getHelpCenter: { query: { language: 'EN', device: 'WEB' } },
  getAffiliate: { query: { affiliateCode: 'AFF10001' } },
  submitFeedback: { body: { type: 'game', content: 'The new slots are great, thank you.', contact: 'member01@example.com' } },
  getFeedbackSetting: {},
  walletTransfer: { body: { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 10 } },
  recallBalance: { body: {} },
  processC2CTransaction: { body: () => ({ transactionId: seedAwaitingPayout('member01', 500), action: 'PARTLY_RECEIVED', receivedAmount: 120.5 }) },
  transferUpline: { body: { amount: 10, password: '246802' } },
  // Open account and referral links (agent01; links 1 and 2 are agent01's seeded ones).
  createAgentDownline: { agent: true, body: { username: 'opened01', password: 'Secret123', confirmPassword: 'Secret123', accountType: 2, email: 'opened01@example.com' } },
  getGlobalRebateSettings: { agent: true },
  createAffiliateUrl: { agent: true, body: { linkType: 'agent', agentType: 1, expiryDays: 7, rebateSettings: [{ productType: 'RNG', rate: 0.6 }, { productType: 'LIVE', rate: 0.8 }] } },
  viewAffiliateUrls: { agent: true, query: { page: '1', size: '10' } },
  deleteAffiliateUrl: { agent: true, query: { id: '2' } },
  viewRegisteredAffiliates: { agent: true, query: { page: '1', size: '5', affiliateUrlId: '1' } },
  getAgentDownlines: { agent: true, query: { page: '1', size: '10', sort: 'balance,desc', search: 'm', parent: 'agent01a1', type: 'member', status: '' } },
  getAgentTransferEnabled: { agent: true },
  transferDownline: { agent: true, body: { customerName: 'agent01m1', amount: 10, password: '246802' } },
  promoteDownlineToAgent: { agent: true, body: { customerName: 'agent01m2' } },
  // Agent reports: agent01's team over the last week (the 30-day transaction rule allows it).
  getTeamBetSum: { agent: true, query: { ...LAST_WEEK, scope: 'ALL', hideZero: 'Y', gameCategory: 'RNG', sortBy: 'profitAndLoss', sortOrder: 'ASC', page: '2', size: '20' } },
  getTeamProfitLoss: { agent: true, query: { ...LAST_WEEK, scope: 'DIRECT', hideZero: 'N' } },
  getAgentIncome: { agent: true, query: { ...LAST_WEEK, customerName: 'agent01a1m1' } },
  getDownlineTransactions: { agent: true, query: { startTime: LAST_WEEK.startDate, endTime: LAST_WEEK.endDate, codeTypes: 'deposit,betting', hideZero: 'Y' } },
  getGameList: { query: { clientType: '3', platform: 'flash,html5-desktop', pageNo: '1', pageSize: '42', gameType: 'RNG' } },
  addFavoriteGame: { body: { nodeId: anyGame?.nodeId ?? 0, vendor: anyGame?.vassalage ?? '', gameType: 'RNG' } },
  removeFavoriteGame: { body: { nodeId: anyGame?.nodeId ?? 0, vendor: anyGame?.vassalage ?? '', gameType: 'RNG' } },
  launchGame: {
    query: { gameId: String(anyGame?.gameId), nodeId: String(anyGame?.nodeId), vassalage: anyGame?.vassalage ?? '',
      gameType: 'RNG', launchMode: 'GLS', accountType: '1', confirmTrans: '0', platform: 'html5-desktop', clientType: '3',
      language: 'EN' },
  },
  launchTrialGame: { query: { nodeId: String(trialGame?.nodeId), vassalage: trialGame?.vassalage ?? '', language: 'EN' } },
  getWinnerBoard: { query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' } },
  getBiggestWins: { query: { gameCategory: 'RNG', period: 'MONTH', language: 'EN', limitNum: '20' } },
  getLotteryMenuAndGames: { query: { prizeMode: 'Elott' } },
  getAnnouncements: { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } },
  // Promotions (member01): join 108, apply for 103 with a png, claim the raffle it won and a reward issued for the sample.
  getPromotionDetail: { query: { promotionId: '101' } },
  getPromotionList: { query: { category: 'SLOTS', page: '1', size: '5' } },
  getRafflePromotionStatus: { query: { promotionId: '102' } },
  getPromotionClaimList: { query: { status: 'C', page: '2', size: '5' } },
  signUpPromotionJoin: { body: { promotionId: 108 } },
  signUpRequestReward: { body: { promotionId: 103, remarks: 'Big win on Fortune Gems', pictures: ['data:image/png;base64,iVBORw0KGgo='] } },
  claimRafflePromotion: { body: { promotionId: 102 } },
  claimIssuedPromotion: {
    body: () => {
      const claim = issueReward('member01', { promotionType: 'MISSION', amount: 10 });
      return { promotionClaimId: claim.promotionClaimId, promotionType: claim.promotionType };
    },
  },
  // Agent contracts (agent01): its seeded downline contracts are asked to end, one kind per call.
  processRealTimeSalaryContract: { body: { action: 'TERMINATE', contractId: 'C-REALTIME-agent01sub' } },
  processContractDividend: { query: { action: 'TERMINATE', contractId: 'C-DIVIDEND-agent01sub' } },
  processDailySalaryContract: { query: { action: 'TERMINATE', contractId: 'C-DAILY-agent02' } },
  processContractHourSalary: { query: { action: 'TERMINATE', contractId: 'C-HOURLY-agent01a1' } },
  getAgentContract: { query: { contractType: 'DIVIDEND' } },
  getContractRecords: { query: { contractType: 'REALTIME', ...LAST_WEEK } },
  createContractOffer: { body: { contractType: 'DAILY', downline: 'agent01a1', period: 'D', tiers: [{ validBet: 1000, profitLoss: null, activeMembers: 2, rate: 0.5 }] } },
  getDepositPaymentChannels: { query: { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y' } },
  depositByQrImageUrl: { body: { targetUsername: 'member01', amount: 500, bankCode: 'GCASH', bankType: 'EWALLET', showQrImageOnly: 1, vendorId: 501, mcsBankCode: 'GCASHQR', promotionId: 302 } },
  depositByLaunchUrl: { body: { targetUsername: 'member01', amount: 500, bankCode: 'MAYA', bankType: 'EWALLET', showQrImageOnly: 1, vendorId: 502, mcsBankCode: 'MAYAPAY', promoClaimId: 9101 } },
  manualTransferByAccountName: { body: { targetUsername: 'member01', payeeName: 'Juan Dela Cruz', amount: 1500, bankCode: 'BPI', vendorId: 521, mcsBankCode: 'PHBANKMT' } },
  // Points mall: member01's fund password as it is when they run (other samples change it).
  redeemPointReward: { body: () => ({ rewardId: 2, quantity: 1, password: findMember('member01')?.fundPassword ?? '' }) },
  convertPoint: { body: () => ({ points: 1000, password: findMember('member01')?.fundPassword ?? '' }) },
  getPointRecordList: { query: { startTime: LAST_WEEK.startDate, endTime: LAST_WEEK.endDate, type: 'live', page: '1', size: '20' } },
  getRedeemPointList: { query: { status: 'APPROVED' } },
  sendMemberSms: { body: { purpose: 'WITHDRAW' } },
  // member01 has chosen a nickname and answered questions: each is forgotten first so setting it is allowed.
  setNickname: {
    body: () => {
      forgetNickname('member01');
      return { nickname: 'Lucky Member' };
    },
  },
  bindMobile: { body: () => ({ mobileNum: '9171234567', countryDialingCode: '63', verificationCode: issueSmsCode('9171234567').code }) },
  bindEmail: { body: { email: 'member01.new@example.com' } },
  setSecurityQuestions: {
    body: () => {
      forgetSecurityQuestions('member01');
      return { answers: [{ questionId: 1, answer: 'Bantay' }, { questionId: 2, answer: 'Cebu' }, { questionId: 5, answer: 'Adobo' }] };
    },
  },
  setMemberLanguage: { body: { language: 'EN' } },
  getWithdrawSettings: { query: { groupId: '0' } },
  getInbox: { query: { page: '2', size: '10' } },
  // member01's message ids are its member id × 100000 + 1, 2, …; the oldest are read and deleted.
  readMessages: { body: () => ({ messageIds: [(findMember('member01')?.id ?? 0) * 100_000 + 2] }) },
  deleteMessages: { query: { messageIds: String((findMember('member01')?.id ?? 0) * 100_000 + 1) } },
  // Withdraw, bind and delete with member01's fund password as it is when they run (other samples change it).
  submitWithdraw: {
    body: () => {
      const member = findMember('member01');
      return { amount: 100, bankCardId: member?.cards[0]?.bankCardId ?? 0, password: member?.fundPassword ?? '' };
    },
  },
  bindBankCard: {
    body: () => ({ bankName: 'GCash', bankCode: 'GCASH', cardNumber: '09171234567', paymentPassword: findMember('member01')?.fundPassword ?? '' }),
  },
  deleteBankCard: {
    body: () => {
      const member = findMember('member01');
      return { bankCardId: member?.cards.at(-1)?.bankCardId ?? 0, paymentPassword: member?.fundPassword ?? '' };
    },
  },
  // member01 has a fund password: setting one is tried as a member01 without it, changing one with the current one.
  setPaymentPassword: {
    body: () => {
      const member = findMember('member01');
      if (member) delete member.fundPassword;
      return { paymentPassword: '135791', validatePaymentPassword: '135791' };
    },
  },
  changePaymentPassword: {
    body: () => ({ oldPaymentPassword: findMember('member01')?.fundPassword ?? '', paymentPassword: '246802', validatePaymentPassword: '246802' }),
  },
  // Rewards centre and missions (member01): open its first ticket, redeem a valid code, claim today's sign-in (day 4) and the rescue fund.
  claimTicket: { body: () => ({ transactionId: `TK${findMember('member01')?.id ?? 0}001` }) },
  claimPromoCode: { body: { promoCode: 'welcome100' } },
  claimLoginPromotion: { body: { promotionConfigDetailId: 70014 } },
  claimSaviorPromotion: { body: { promotionId: 7002 } },
  getMissionLeaderboard: { query: { period: 'DAILY' } },
  // Invite friends (member01): its code (generated on asking), and the last 90 days of its invitees and rewards.
  getReferralDetails: { query: { autoGenerate: 'true' } },
  getReferralInviteeReport: { query: { startTime: String(Date.now() - 90 * 86_400_000), endTime: String(Date.now()), isQualified: 'true' } },
  getReferralRewardRecords: { query: { startTime: String(Date.now() - 90 * 86_400_000), endTime: String(Date.now()), page: '2' } },
  // Responsible gaming (designed): a daily limit for member01; agent01 takes a time-out (it ends agent01's session: run last).
  setDepositLimit: { body: { period: 'DAILY', amount: 5000 } },
  requestSelfExclusion: { agent: true, body: { type: 'TIME_OUT', period: 'H24', password: 'Passw0rd!' } },
};

/** Calls that must run before others: a captcha before register, sms codes before the calls that consume them. */
const FIRST = ['getCaptcha', 'sendRegisterSms', 'sendLoginSms', 'login'];
/** Calls that end or change the session run last. */
const LAST = ['resetPasswordByPhone', 'changePassword', 'requestSelfExclusion', 'logout'];
const rank = (id: string) => (FIRST.includes(id) ? FIRST.indexOf(id) - 100 : LAST.includes(id) ? LAST.indexOf(id) + 100 : 0);
const ordered = operations.toSorted((a, b) => rank(a.operationId) - rank(b.operationId));

const strategy = createWebCryptoStrategy(SANDBOX_PUBLIC_KEY_SPKI);
let memberToken = '';
let agentToken = '';

async function send(op: Operation): Promise<Response> {
  const sample = SAMPLES[op.operationId] ?? {};
  const headers: Record<string, string> = {
    Merchant: sample.merchant ?? 'luckystar',
    Device: 'web',
    Language: 'EN',
  };
  if (op.token) headers.Authorization = sample.agent || op.path.includes('Contract') || op.path.includes('Salary') ? agentToken : memberToken;
  const url = new URL(op.path, ORIGIN);
  for (const [key, value] of Object.entries(sample.query ?? {})) url.searchParams.set(key, value);
  let body: string | undefined;
  const raw = typeof sample.body === 'function' ? sample.body() : sample.body;
  if (raw && op.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(raw as Record<string, string>).toString();
  } else if (raw && op.encrypt) {
    const sealed = await strategy.encrypt(JSON.stringify(raw));
    Object.assign(headers, sealed.headers, { 'Content-Type': 'application/json;charset=UTF-8' });
    body = JSON.stringify(sealed.body);
  } else if (raw) {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(raw);
  }
  return fetch(url, { method: op.method, headers, body });
}

async function logIn(username: string): Promise<string> {
  const sealed = await strategy.encrypt(JSON.stringify({ username, password: 'Passw0rd!', type: 'username' }));
  const response = await fetch(`${ORIGIN}/wps/session/login`, {
    method: 'POST',
    headers: { Merchant: 'luckystar', 'Content-Type': 'application/json', ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  const json = (await response.json()) as { value: { token: string } };
  return json.value.token;
}

describe('Sandbox against the API contract', () => {
  beforeAll(async () => {
    memberToken = await logIn('member01');
    agentToken = await logIn('agent01');
  });

  it('has a handler for every operation of the contract', () => {
    const routes = new Set(
      handlers.map((handler) => `${String(handler.info.method).toUpperCase()} ${String(handler.info.path).replace(/^\*/, '')}`),
    );
    const missing = operations
      .map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`)
      .filter((route) => !routes.has(route));
    expect(missing).toEqual([]);
  });

  it('covers more than the handful of calls the shell uses', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  it.each(ordered.map((op) => [`${op.method} ${op.path}`, op] as const))(
    'answers %s with a 2xx response that matches its schema',
    async (_name, op) => {
      const response = await send(op);
      const text = await response.text();
      // Status and body together, so a failure shows what the sandbox said.
      expect(`${response.status} ${text.slice(0, 300)}`).toMatch(/^2\d\d /);
      const json = op.contentType.startsWith('application/json');
      const payload: unknown = json ? JSON.parse(text) : text;
      const validate = ajv.compile(op.schema as object);
      const valid = validate(payload);
      expect(valid ? [] : validate.errors).toEqual([]);
      expect(json ? (payload as { success?: unknown }).success : true).toBe(true);
    },
  );
});
