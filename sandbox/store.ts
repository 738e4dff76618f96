/** The sandbox's in-memory platform state: real within a run, reset by `resetStore()` (tests, `POST /__sandbox/reset`). */

import { seedAgentTree } from './seed/agents.ts';

export interface StoredMember {
  id: number;
  account: string;
  password: string;
  nickname: string;
  /** 0 member; agents 1, 2, 41, 42; trial 4. */
  type: number;
  mobile?: string;
  email?: string;
  regDate: number;
  passwordExpired: boolean;
  /** Every login is challenged as coming from an unregistered IP, asking for this (SPEC §4). */
  ipChallenge?: 'mobile' | 'email' | 'bankAccountName' | 'googleCode';
  /** Bank account holder name, the answer of the bankAccountName challenge. */
  bankAccountName?: string;
  vipLevel: string;
  parentId?: number;
  merchant?: string;
  /** Wallet balances by account type id: MAIN_WALLET_ID and the GAME_WALLETS. */
  balances: Map<number, number>;
  points: number;
  /** Fund (payment) password; undefined until the member sets one. Never returned by any call. */
  fundPassword?: string;
  /** Bound withdrawal cards and e-wallets. */
  cards: StoredCard[];
  /** Withdrawals the member asked for, newest last. */
  withdrawals: StoredWithdrawal[];
  /** Turnover still to play before a withdrawal is allowed, per game type (empty: met). */
  turnover: { gameType: string; requiredTurnover: number; actualTurnover: number }[];
  /** Payee (real) name, shown masked; set by the first card binding when empty. */
  payee?: string;
  /** Whether the mobile number was verified by an sms code. */
  mobileVerified: boolean;
  /** Last login time (epoch ms) and IP, shown in the security centre. */
  lastLogin?: number;
  lastLoginIp?: string;
  /** Account status (agent tree, downline management); undefined = active. */
  status?: 'active' | 'frozen' | 'inactive';
}

/** A bound bank card or e-wallet (PLATFORM-MEMBER "Withdrawal"). */
export interface StoredCard {
  bankCardId: number;
  bankName: string;
  bankCode: string;
  /** Full number; calls return it masked. */
  cardNumber: string;
  cardHolder: string;
  /** B bank card, E e-wallet, V crypto wallet. */
  methodGroupType: 'B' | 'E' | 'V';
  isWithdrawActive: boolean;
  frozen?: boolean;
}

/** A withdrawal through its lifecycle: submitted → paid → awaiting confirmation (C2C) → received (or disputed). */
export interface StoredWithdrawal {
  id: string;
  amount: number;
  fee: number;
  bankCardId: number;
  createdAt: number;
  status: 'SUBMITTED' | 'PAID' | 'AWAITING_CONFIRMATION' | 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | 'FORCED_RECEIVED' | 'REJECTED';
  /** When the payout was disbursed (awaiting the member's answer from then on). */
  paidAt?: number;
  receivedAmount?: number;
  proofImages?: number;
}

export interface SmsCode {
  mobile: string;
  code: string;
  issuedAt: number;
}

const DEFAULT_PASSWORD = 'Passw0rd!';

/** The main wallet's account type id (PLATFORM-MEMBER "Wallet": accountTypeId 2). */
export const MAIN_WALLET_ID = 2;
/** Game-vendor wallets of a multi-wallet merchant, by account type id. */
export const GAME_WALLETS: readonly { accountTypeId: number; vendor: string; name: string }[] = [
  { accountTypeId: 11, vendor: 'JILI', name: 'JILI Games' },
  { accountTypeId: 12, vendor: 'PG', name: 'PG Soft' },
  { accountTypeId: 13, vendor: 'EVO', name: 'Evolution' },
  { accountTypeId: 14, vendor: 'SABA', name: 'SABA Sports' },
];
const REG_EPOCH = Date.UTC(2025, 5, 1);

interface SeedLogin {
  account: string;
  password: string;
  type: number;
  expired?: boolean;
  mobile?: string;
  downlines?: number;
  ipChallenge?: StoredMember['ipChallenge'];
  /** Money set-up: a fund password, a bound card, unmet turnover, a payout waiting for confirmation. */
  fundPassword?: string;
  card?: boolean;
  turnoverNotMet?: boolean;
  payoutAwaiting?: boolean;
  /** Account of the seeded login this one is a downline of (transfer to upline); none: no upline. */
  upline?: string;
}

/** The fund password of the seeded logins that have one. */
export const SANDBOX_FUND_PASSWORD = '246802';

/** Seeded logins (passwords in SPEC order: member, default password, expired, trial, agents). */
export const SEEDED_LOGINS: readonly SeedLogin[] = [
  { account: 'member01', password: DEFAULT_PASSWORD, type: 0, mobile: '9171234567', fundPassword: SANDBOX_FUND_PASSWORD, card: true, upline: 'agent01' },
  { account: 'default01', password: '123456', type: 0, mobile: '9171234568' },
  { account: 'expired01', password: DEFAULT_PASSWORD, type: 0, expired: true, mobile: '9171234569' },
  { account: 'trial01', password: DEFAULT_PASSWORD, type: 4 },
  { account: 'agent01', password: DEFAULT_PASSWORD, type: 1, mobile: '9171234570', downlines: 3, fundPassword: SANDBOX_FUND_PASSWORD, card: true },
  { account: 'agent02', password: DEFAULT_PASSWORD, type: 2, mobile: '9171234571', downlines: 2 },
  { account: 'agent41', password: DEFAULT_PASSWORD, type: 41, mobile: '9171234572', downlines: 2 },
  { account: 'agent42', password: DEFAULT_PASSWORD, type: 42, mobile: '9171234573', downlines: 1 },
  // Logins always treated as coming from an unregistered IP, one per verification kind.
  { account: 'newip01', password: DEFAULT_PASSWORD, type: 0, mobile: '9171234580', ipChallenge: 'mobile' },
  { account: 'newip02', password: DEFAULT_PASSWORD, type: 0, mobile: '9171234581', ipChallenge: 'email' },
  { account: 'newip03', password: DEFAULT_PASSWORD, type: 0, mobile: '9171234582', ipChallenge: 'bankAccountName' },
  { account: 'newip04', password: DEFAULT_PASSWORD, type: 0, mobile: '9171234583', ipChallenge: 'googleCode' },
  // Money set-ups, after the others so the earlier logins keep their ids (agent01 is AFF10005).
  // No bank card and no fund password yet: the first binding sets both.
  { account: 'member02', password: DEFAULT_PASSWORD, type: 0, mobile: '9171234574' },
  { account: 'turnover01', password: DEFAULT_PASSWORD, type: 0, mobile: '9171234575', fundPassword: SANDBOX_FUND_PASSWORD, card: true, turnoverNotMet: true },
  { account: 'payout01', password: DEFAULT_PASSWORD, type: 0, mobile: '9171234576', fundPassword: SANDBOX_FUND_PASSWORD, card: true, payoutAwaiting: true },
];

/** The sandbox's Google authenticator answer for the googleCode challenge. */
export const SANDBOX_GOOGLE_CODE = '246810';
/** Bank account name of the seeded logins (the bankAccountName challenge's answer). */
export const SANDBOX_BANK_ACCOUNT_NAME = 'Juan Dela Cruz';
/** An sms code is accepted for this long after it was sent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;

interface State {
  nextId: number;
  members: Map<string, StoredMember>;
  tokens: Map<string, string>;
  failedLogins: Map<string, number>;
  captchas: Set<string>;
  lastCaptcha: string | undefined;
  /** Each issued captcha image (its base64) → its answer, for browser tests that read the image the page shows. */
  captchaImages: Map<string, string>;
  captchaCount: number;
  sliders: Map<string, SliderChallenge>;
  sms: Map<string, SmsCode>;
  smsSent: SmsCode[];
  favourites: Map<number, number[]>;
  recent: Map<number, number[]>;
  feedback: { memberId?: number; type: string; content: string }[];
  tokenCount: number;
}

function seed(): State {
  const state: State = {
    nextId: 10001,
    members: new Map(),
    tokens: new Map(),
    failedLogins: new Map(),
    captchas: new Set(),
    lastCaptcha: undefined,
    captchaImages: new Map(),
    captchaCount: 0,
    sliders: new Map(),
    sms: new Map(),
    smsSent: [],
    favourites: new Map(),
    recent: new Map(),
    feedback: [],
    tokenCount: 0,
  };
  for (const login of SEEDED_LOGINS) {
    const member = addMember(state, {
      account: login.account,
      password: login.password,
      type: login.type,
      mobile: login.mobile,
      passwordExpired: login.expired ?? false,
    });
    if (login.ipChallenge) member.ipChallenge = login.ipChallenge;
    seedMoney(member, login);
    for (let i = 1; i <= (login.downlines ?? 0); i += 1) {
      addMember(state, {
        account: `${login.account}d${i}`,
        password: DEFAULT_PASSWORD,
        type: 0,
        parentId: member.id,
      });
    }
  }
  for (const login of SEEDED_LOGINS) {
    const upline = login.upline && state.members.get(login.upline);
    const member = state.members.get(login.account.toLowerCase());
    if (upline && member) member.parentId = upline.id;
  }
  // The agent tree (sandbox/seed/agents.ts) comes after the seeded logins so their ids do not move.
  seedAgentTree({ members: state.members, add: (input) => addMember(state, input), find: (account) => state.members.get(account.toLowerCase()),
    now: Date.now(), fundPassword: SANDBOX_FUND_PASSWORD });
  return state;
}

/** The seeded money set-up of one login (see SeedLogin). */
function seedMoney(member: StoredMember, login: SeedLogin): void {
  member.mobileVerified = Boolean(login.mobile);
  if (login.fundPassword) member.fundPassword = login.fundPassword;
  if (login.card) {
    member.payee = SANDBOX_BANK_ACCOUNT_NAME;
    member.cards.push({ bankCardId: member.id * 10 + 1, bankName: 'BDO Unibank', bankCode: 'BDO', cardNumber: `6011${String(member.id).padStart(8, '0')}4821`,
      cardHolder: SANDBOX_BANK_ACCOUNT_NAME, methodGroupType: 'B', isWithdrawActive: true });
  }
  if (login.turnoverNotMet)
    member.turnover = [
      { gameType: 'RNG', requiredTurnover: 5000, actualTurnover: 1250.5 },
      { gameType: 'LIVE', requiredTurnover: 2000, actualTurnover: 2000 },
    ];
  if (login.payoutAwaiting) {
    const paidAt = Date.now();
    member.withdrawals.push({ id: `W${member.id}0001`, amount: 1000, fee: 0, bankCardId: member.id * 10 + 1, createdAt: paidAt - 3_600_000,
      status: 'AWAITING_CONFIRMATION', paidAt });
  }
}

function addMember(
  state: State,
  input: { account: string; password: string; type: number; mobile?: string; email?: string; passwordExpired?: boolean;
    parentId?: number; merchant?: string },
): StoredMember {
  const id = state.nextId;
  state.nextId += 1;
  const member: StoredMember = {
    id,
    account: input.account,
    password: input.password,
    nickname: input.account,
    type: input.type,
    regDate: REG_EPOCH + (id - 10001) * 86_400_000,
    passwordExpired: input.passwordExpired ?? false,
    vipLevel: input.type === 4 ? 'VIP0' : `VIP${(id % 5) + 1}`,
    bankAccountName: SANDBOX_BANK_ACCOUNT_NAME,
    // The main wallet and one wallet per game vendor; game wallets start empty except the first.
    balances: new Map([
      [MAIN_WALLET_ID, input.type === 4 ? 2000 : 1500.5],
      ...GAME_WALLETS.map((wallet, i) => [wallet.accountTypeId, i === 0 && input.type !== 4 ? 250.25 : 0] as [number, number]),
    ]),
    points: 1200,
    cards: [],
    withdrawals: [],
    turnover: [],
    mobileVerified: false,
  };
  if (input.mobile) member.mobile = input.mobile;
  if (input.email) member.email = input.email;
  else member.email = `${input.account}@example.com`;
  if (input.parentId) member.parentId = input.parentId;
  if (input.merchant) member.merchant = input.merchant;
  state.members.set(input.account.toLowerCase(), member);
  return member;
}

const captchaOffset = Math.floor(Math.random() * 9000);
let state = seed();

const resetListeners = new Set<() => void>();

/** Runs `listener` on every reset, for state kept outside this module (an operation file's own maps). */
export function onStoreReset(listener: () => void): void {
  resetListeners.add(listener);
}

/** Back to the seeded state: seeded logins only, no tokens, counters, codes or favourites. */
export function resetStore(): void {
  clockOffset = 0;
  forced.clear();
  state = seed();
  for (const listener of resetListeners) listener();
}

let clockOffset = 0;

/** The sandbox's clock: real time plus what `advanceClock` added (withdrawal confirmation deadlines). */
export function sandboxNow(): number {
  return Date.now() + clockOffset;
}

/** Moves the sandbox's clock forward (`POST /__sandbox/clock {"advanceMinutes": n}`). */
export function advanceClock(minutes: number): number {
  clockOffset += minutes * 60_000;
  return sandboxNow();
}

/** An error the next call of an operation answers with, whatever its input (`POST /__sandbox/force`). */
export interface ForcedError {
  /** The platform's error code, e.g. `bank_card_is_frozen`. */
  code: string;
  /** The envelope's message; defaults to the code. */
  message?: string;
  /** The envelope's value (e.g. the turnover details). */
  value?: unknown;
}

const forced = new Map<string, ForcedError>();

/** Makes the next call of `operation` ('METHOD /path' as in the contract) fail with `error`. */
export function forceError(operation: string, error: ForcedError): void {
  forced.set(operation, error);
}

/** The forced error of `operation`, spent by this call. */
export function takeForcedError(operation: string): ForcedError | undefined {
  const error = forced.get(operation);
  forced.delete(operation);
  return error;
}

export function findMember(account: string): StoredMember | undefined {
  return state.members.get(account.toLowerCase());
}

/** Every member the sandbox holds (seeded and registered). */
export function allMembers(): StoredMember[] {
  return [...state.members.values()];
}

export function findMemberById(id: number): StoredMember | undefined {
  for (const member of state.members.values()) if (member.id === id) return member;
  return undefined;
}

export function findMemberByMobile(mobile: string): StoredMember | undefined {
  const digits = mobile.replace(/\D/g, '');
  for (const member of state.members.values())
    if (member.mobile && (member.mobile === digits || digits.endsWith(member.mobile))) return member;
  return undefined;
}

export function downlines(parentId: number): StoredMember[] {
  return [...state.members.values()].filter((member) => member.parentId === parentId);
}

/** Creates a member; returns undefined when the username is taken. */
export function registerMember(input: { account: string; password: string; mobile?: string; email?: string;
  merchant?: string; parentId?: number }): StoredMember | undefined {
  if (findMember(input.account)) return undefined;
  return addMember(state, { ...input, type: 0 });
}

export function issueToken(member: StoredMember): string {
  state.tokenCount += 1;
  // Deterministic per run but unguessable enough for a sandbox; tokens of a reset store stop working.
  const token = `sbx-${member.id}-${state.tokenCount}-${Math.floor(Math.random() * 1e9).toString(36)}`;
  state.tokens.set(token, member.account.toLowerCase());
  return token;
}

export function memberForToken(token: string | null | undefined): StoredMember | undefined {
  if (!token) return undefined;
  const account = state.tokens.get(token.replace(/^Bearer\s+/i, ''));
  return account ? state.members.get(account) : undefined;
}

export function revokeToken(token: string): void {
  state.tokens.delete(token);
}

/** Failed logins for this username since its last success. */
export function failedLogins(account: string): number {
  return state.failedLogins.get(account.toLowerCase()) ?? 0;
}

export function recordFailedLogin(account: string): number {
  const count = failedLogins(account) + 1;
  state.failedLogins.set(account.toLowerCase(), count);
  return count;
}

export function clearFailedLogins(account: string): void {
  state.failedLogins.delete(account.toLowerCase());
}

/** A new four-digit captcha answer; each answer is accepted once. */
export function issueCaptcha(): string {
  state.captchaCount += 1;
  // A prime step keeps consecutive answers distinct; the random offset keeps them unguessable across runs.
  const answer = String(1000 + ((state.captchaCount * 7919 + captchaOffset) % 9000));
  state.captchas.add(answer);
  state.lastCaptcha = answer;
  return answer;
}

export function lastCaptcha(): string | undefined {
  return state.lastCaptcha;
}

/** Remembers which answer an issued image shows (`/__sandbox/captcha-answer`). */
export function recordCaptchaImage(image: string, answer: string): void {
  state.captchaImages.set(image, answer);
}

/** The answer shown by an issued captcha image (base64, with or without its `data:` prefix). */
export function captchaAnswerFor(image: string): string | undefined {
  return state.captchaImages.get(image.replace(/^data:image\/png;base64,/, ''));
}

/** True once per issued answer. */
export function consumeCaptcha(answer: string | null | undefined): boolean {
  if (!answer || !state.captchas.has(answer)) return false;
  state.captchas.delete(answer);
  return true;
}

/** A slider puzzle: the notch the piece must reach (percent of the track), answered once within its lifetime. */
export interface SliderChallenge {
  id: string;
  target: number;
  expiresAt: number;
}

/** How close (percent of the track) a released piece must land to the notch. */
export const SLIDER_TOLERANCE = 3;
/** A slider challenge answers a login for this long. */
export const SLIDER_TTL_MS = 2 * 60_000;

export function issueSlider(now = Date.now()): SliderChallenge {
  const challenge = {
    id: `sld-${Math.floor(Math.random() * 36 ** 8).toString(36)}-${state.sliders.size}`,
    target: 20 + Math.floor(Math.random() * 66),
    expiresAt: now + SLIDER_TTL_MS,
  };
  state.sliders.set(challenge.id, challenge);
  return challenge;
}

/** True once per challenge, when the piece landed on the notch before the challenge expired. */
export function consumeSlider(id: string, position: unknown, now = Date.now()): boolean {
  const challenge = state.sliders.get(id);
  if (!challenge) return false;
  state.sliders.delete(id);
  return typeof position === 'number' && Math.abs(position - challenge.target) <= SLIDER_TOLERANCE && now <= challenge.expiresAt;
}

/** Test helper: a freshly issued challenge, solved — the fields a login sends after the person moved the piece. */
export function solvedSlider(): { sliderToken: string; sliderPosition: number } {
  const challenge = issueSlider();
  return { sliderToken: challenge.id, sliderPosition: challenge.target };
}

export function issueSmsCode(mobile: string, now = Date.now()): SmsCode {
  const digits = mobile.replace(/\D/g, '');
  const sms = { mobile: digits, code: String(100000 + Math.floor(Math.random() * 900000)), issuedAt: now };
  state.sms.set(digits, sms);
  state.smsSent.push(sms);
  return sms;
}

/** Codes sent to this number within the window, for the sandbox's own rate limit. */
export function smsSentSince(mobile: string, since: number): number {
  const digits = mobile.replace(/\D/g, '');
  return state.smsSent.filter((sms) => sms.mobile === digits && sms.issuedAt >= since).length;
}

export function lastSms(mobile?: string | null): SmsCode | undefined {
  if (mobile) {
    const digits = mobile.replace(/\D/g, '');
    return state.sms.get(digits) ?? [...state.sms.values()].find((sms) => digits.endsWith(sms.mobile) || sms.mobile.endsWith(digits));
  }
  return state.smsSent.at(-1);
}

/** True when `code` is the current, unexpired code for the number; a code works once. */
export function consumeSmsCode(mobile: string, code: string | null | undefined, now = Date.now()): boolean {
  return checkSmsCode(mobile, code, now) === 'ok';
}

/** Checks and spends a code: `ok`, `invalid` (wrong or none sent) or `expired` (older than SMS_CODE_TTL_MS). */
export function checkSmsCode(mobile: string, code: string | null | undefined, now = Date.now()): 'ok' | 'invalid' | 'expired' {
  const sms = lastSms(mobile);
  if (!sms || !code || sms.code !== code.trim()) return 'invalid';
  state.sms.delete(sms.mobile);
  return now - sms.issuedAt > SMS_CODE_TTL_MS ? 'expired' : 'ok';
}

export function favourites(memberId: number): number[] {
  return state.favourites.get(memberId) ?? [];
}

export function addFavourite(memberId: number, nodeId: number): void {
  const list = favourites(memberId).filter((id) => id !== nodeId);
  state.favourites.set(memberId, [nodeId, ...list]);
}

export function removeFavourite(memberId: number, nodeId: number): void {
  state.favourites.set(memberId, favourites(memberId).filter((id) => id !== nodeId));
}

export function recentGames(memberId: number): number[] {
  return state.recent.get(memberId) ?? [];
}

export function recordRecentGame(memberId: number, nodeId: number): void {
  state.recent.set(memberId, [nodeId, ...recentGames(memberId).filter((id) => id !== nodeId)].slice(0, 20));
}

export function recordFeedback(entry: { memberId?: number; type: string; content: string }): void {
  state.feedback.push(entry);
}

/** Moves money between two wallets of a member; false when the source has too little. */
export function transfer(member: StoredMember, from: number, to: number, amount: number): boolean {
  const available = member.balances.get(from) ?? 0;
  if (amount <= 0 || available < amount) return false;
  member.balances.set(from, Math.round((available - amount) * 100) / 100);
  member.balances.set(to, Math.round(((member.balances.get(to) ?? 0) + amount) * 100) / 100);
  return true;
}

/** Summary for `GET /__sandbox/state`. */
export function storeSummary() {
  return {
    members: state.members.size,
    sessions: state.tokens.size,
    failedLogins: Object.fromEntries(state.failedLogins),
    smsSent: state.smsSent.length,
  };
}

/**
 * A new login set up like `from` (type, upline, fund password, cards, turnover, payouts, balances), so browser tests
 * running side by side each move their own money (`POST /__sandbox/clone {"from": "member01"}`).
 */
export function cloneMember(from: string): StoredMember | undefined {
  const source = findMember(from);
  if (!source) return undefined;
  const account = `${source.account.slice(0, 8)}x${(state.nextId % 100_000).toString(36)}`;
  const clone = addMember(state, { account, password: source.password, type: source.type,
    ...(source.parentId ? { parentId: source.parentId } : {}), ...(source.merchant ? { merchant: source.merchant } : {}) });
  // Its own mobile number, so sms codes and mobile lookups never reach the source's.
  clone.mobile = `96${String(clone.id).padStart(8, '0')}`;
  clone.mobileVerified = source.mobileVerified;
  if (source.fundPassword) clone.fundPassword = source.fundPassword;
  if (source.payee) clone.payee = source.payee;
  clone.balances = new Map(source.balances);
  clone.turnover = source.turnover.map((t) => ({ ...t }));
  clone.cards = source.cards.map((card, i) => ({ ...card, bankCardId: clone.id * 10 + 1 + i }));
  clone.withdrawals = source.withdrawals.map((w, i) => ({ ...w, id: `W${clone.id}${String(i + 1).padStart(4, '0')}`,
    bankCardId: clone.cards[0]?.bankCardId ?? w.bankCardId, ...(w.paidAt ? { paidAt: sandboxNow() } : {}) }));
  return clone;
}
