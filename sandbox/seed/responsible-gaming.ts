import { onStoreReset } from '../store.ts';

/**
 * Responsible gaming (issue 14, part RG): each member's deposit limits and time-out or self-exclusion, kept by account
 * for the run. Members start with none. The rules live here so the deposit calls (sandbox/operations/deposit.ts) and
 * sign-in (sandbox/operations/session.ts) can enforce them without importing the operations file. Periods are the
 * platform's calendar day, Monday-based week and calendar month in UTC; amounts are integer minor units (cents).
 */

export type LimitPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

export type ExclusionType = 'TIME_OUT' | 'SELF_EXCLUSION';
export type ExclusionPeriod = 'H24' | 'D7' | 'D30' | 'M6' | 'Y1' | 'PERMANENT';
export const EXCLUSION_PERIODS: Record<ExclusionType, readonly ExclusionPeriod[]> = {
  TIME_OUT: ['H24', 'D7', 'D30'],
  SELF_EXCLUSION: ['M6', 'Y1', 'PERMANENT'],
};

/** A raise or removal waits this long (a decrease applies at once). */
export const INCREASE_DELAY_MS = 24 * 3_600_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface StoredLimit {
  /** Minor units; null = no limit. */
  amount: number | null;
  pending: { amount: number | null; effectiveTime: number } | null;
}

export interface StoredExclusion {
  type: ExclusionType;
  period: ExclusionPeriod;
  startTime: number;
  /** Null for PERMANENT. */
  endTime: number | null;
}

interface RgState {
  limits: Record<LimitPeriod, StoredLimit>;
  exclusion: StoredExclusion | null;
}

const none = (): StoredLimit => ({ amount: null, pending: null });

let states = new Map<string, RgState>();
onStoreReset(() => {
  states = new Map();
});

function stateOf(account: string): RgState {
  const key = account.toLowerCase();
  let state = states.get(key);
  if (!state) {
    state = { limits: { DAILY: none(), WEEKLY: none(), MONTHLY: none() }, exclusion: null };
    states.set(key, state);
  }
  return state;
}

/** The member's limits with any change whose 24 hours have passed applied. */
export function limitsOf(account: string, now: number): Record<LimitPeriod, StoredLimit> {
  const { limits } = stateOf(account);
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period];
    if (limit.pending && limit.pending.effectiveTime <= now) {
      limit.amount = limit.pending.amount;
      limit.pending = null;
    }
  }
  return limits;
}

/**
 * Sets one period's limit: a first limit or a lower one at once (dropping a raise that waited), a higher one or a
 * removal (null) after 24 hours, replacing any change already waiting.
 */
export function setLimit(account: string, period: LimitPeriod, amount: number | null, now: number): StoredLimit {
  const limit = limitsOf(account, now)[period];
  const lower = amount !== null && (limit.amount === null || amount <= limit.amount);
  if (lower) {
    limit.amount = amount;
    limit.pending = null;
  } else if (amount !== limit.amount) {
    limit.pending = { amount, effectiveTime: now + INCREASE_DELAY_MS };
  } else {
    limit.pending = null;
  }
  return limit;
}

/** The first millisecond of the period that holds `now` (UTC). */
export function periodStart(period: LimitPeriod, now: number): number {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  if (period === 'DAILY') return day;
  if (period === 'WEEKLY') {
    const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
    return day - weekday * DAY_MS;
  }
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** What a deposit counts as: its amount (decimal) unless it failed. */
export interface CountedDeposit {
  amount: number;
  createdAt: number;
  status: string;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Minor units deposited in the period that holds `now` (failed deposits do not count). */
export function usedIn(period: LimitPeriod, deposits: readonly CountedDeposit[], now: number): number {
  const start = periodStart(period, now);
  return deposits.filter((d) => d.status !== 'FAILED' && d.createdAt >= start).reduce((sum, d) => sum + cents(d.amount), 0);
}

/** The refusal of a deposit of `amount` (decimal) that would take a period over its limit, or null when it fits. */
export function depositLimitRefusal(account: string, amount: number, deposits: readonly CountedDeposit[], now: number):
  { message: string; code: string; value: { period: LimitPeriod; limit: number; remaining: number } } | null {
  const limits = limitsOf(account, now);
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period].amount;
    if (limit === null) continue;
    const remaining = Math.max(0, limit - usedIn(period, deposits, now));
    if (cents(amount) > remaining)
      return { message: 'rg_deposit_limit_exceeded', code: 'deposit_limit_exceeded', value: { period, limit: limit / 100, remaining: remaining / 100 } };
  }
  return null;
}

function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** When an exclusion of this period that starts at `start` ends; null = never. */
export function exclusionEnd(period: ExclusionPeriod, start: number): number | null {
  switch (period) {
    case 'H24':
      return start + DAY_MS;
    case 'D7':
      return start + 7 * DAY_MS;
    case 'D30':
      return start + 30 * DAY_MS;
    case 'M6':
      return addMonths(start, 6);
    case 'Y1':
      return addMonths(start, 12);
    case 'PERMANENT':
      return null;
  }
}

/** Starts a time-out or self-exclusion. A running one is kept when it lasts longer (it cannot be shortened). */
export function startExclusion(account: string, type: ExclusionType, period: ExclusionPeriod, now: number): StoredExclusion {
  const state = stateOf(account);
  const next: StoredExclusion = { type, period, startTime: now, endTime: exclusionEnd(period, now) };
  const current = exclusionOf(account, now);
  const longer = current && (current.endTime === null || (next.endTime !== null && current.endTime >= next.endTime));
  state.exclusion = longer ? current : next;
  return state.exclusion;
}

/** The member's running time-out or self-exclusion, or null once it has ended. */
export function exclusionOf(account: string, now: number): StoredExclusion | null {
  const state = stateOf(account);
  if (state.exclusion && state.exclusion.endTime !== null && state.exclusion.endTime <= now) state.exclusion = null;
  return state.exclusion;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm (UTC), the site's date format. */
function utcText(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} (UTC)`;
}

/** The platform's words, in the request's language (EN or TY). */
function exclusionText(exclusion: StoredExclusion, language: string): string {
  const tagalog = language.toUpperCase() === 'TY';
  if (exclusion.endTime === null)
    return tagalog
      ? 'Permanente mong ibinukod ang sarili mo sa site na ito, kaya hindi ka na makakapag-sign in. Makipag-ugnayan sa customer service kung kailangan mo ng tulong.'
      : 'You have excluded yourself from this site permanently, so you cannot sign in. Contact customer service if you need help.';
  const until = utcText(exclusion.endTime);
  if (exclusion.type === 'TIME_OUT')
    return tagalog
      ? `Naka-time-out ang iyong account hanggang ${until}. Makakapag-sign in ka muli pagkatapos nito.`
      : `Your account is on a time-out until ${until}. You can sign in again after that.`;
  return tagalog
    ? `Ibinukod mo ang sarili mo sa site na ito hanggang ${until}. Makakapag-sign in ka muli pagkatapos nito.`
    : `You have excluded yourself from this site until ${until}. You can sign in again after that.`;
}

/** The sign-in refusal of a member in a time-out or self-exclusion, or null when they may sign in. */
export function exclusionRefusal(account: string, language: string, now: number):
  { message: string; code: string; value: { type: ExclusionType; endTime: number | null } } | null {
  const exclusion = exclusionOf(account, now);
  if (!exclusion) return null;
  return {
    message: exclusionText(exclusion, language),
    code: exclusion.type === 'TIME_OUT' ? 'account.time.out' : 'account.self.excluded',
    value: { type: exclusion.type, endTime: exclusion.endTime },
  };
}
