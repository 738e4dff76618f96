/**
 * Reality check (issue 14, responsible gaming): the interval a member picked, kept on the device, and when the next
 * check is due. Pure apart from the storages it is handed; the gate and the settings read it through
 * `useRealityCheckSetting`. No shorter interval exists for tests: the browser test moves Playwright's clock and the
 * unit tests use fake timers, so nothing test-only ships to members.
 */

/** Minutes between checks the member may pick; 0 = off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** localStorage: the device's choice, `{minutes, setAt}`. */
export const INTERVAL_KEY = 'rg.realityCheck';
/** sessionStorage (cleared on sign-out): `{account, since}`, when this session began. */
export const SESSION_KEY = 'rg.session';
/** sessionStorage: when the member last answered the check (Continue or View history). */
export const ACK_KEY = 'rg.realityCheckAck';
/** Told when the choice changes in this tab (the storage event covers other tabs). */
export const CHANGE_EVENT = 'rg-reality-check-change';

export interface RealityCheckSetting {
  minutes: RealityCheckMinutes;
  /** When it was picked (epoch ms): a new interval counts from then. */
  setAt: number;
}

const OFF: RealityCheckSetting = { minutes: 0, setAt: 0 };

function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isMinutes(value: unknown): value is RealityCheckMinutes {
  return (REALITY_CHECK_MINUTES as readonly unknown[]).includes(value);
}

/** The device's reality-check choice; anything unreadable is off. */
export function readSetting(storage: Pick<Storage, 'getItem'> | undefined): RealityCheckSetting {
  const value = parse(storage?.getItem(INTERVAL_KEY) ?? null) as Partial<RealityCheckSetting> | null;
  if (!value || !isMinutes(value.minutes) || typeof value.setAt !== 'number') return OFF;
  return { minutes: value.minutes, setAt: value.setAt };
}

export function writeSetting(storage: Pick<Storage, 'setItem'> | undefined, minutes: RealityCheckMinutes, now: number): RealityCheckSetting {
  const setting = { minutes, setAt: now };
  storage?.setItem(INTERVAL_KEY, JSON.stringify(setting));
  return setting;
}

/** When this account's session began: kept for the tab's session, started now for a new sign-in. */
export function sessionSince(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, account: string, now: number): number {
  const value = parse(storage?.getItem(SESSION_KEY) ?? null) as { account?: unknown; since?: unknown } | null;
  if (value && value.account === account && typeof value.since === 'number' && value.since <= now) return value.since;
  storage?.setItem(SESSION_KEY, JSON.stringify({ account, since: now }));
  return now;
}

export function readAck(storage: Pick<Storage, 'getItem'> | undefined): number {
  const value = Number(storage?.getItem(ACK_KEY) ?? '');
  return Number.isFinite(value) ? value : 0;
}

export function writeAck(storage: Pick<Storage, 'setItem'> | undefined, now: number): number {
  storage?.setItem(ACK_KEY, String(now));
  return now;
}

/** When the next check is due (epoch ms), counted from the latest of sign-in, picking the interval and the last answer; null when off. */
export function nextCheckAt(setting: RealityCheckSetting, since: number, ack: number): number | null {
  if (setting.minutes === 0) return null;
  return Math.max(since, setting.setAt, ack) + setting.minutes * 60_000;
}

/** A duration as whole hours and minutes, e.g. { hours: 1, minutes: 5 }. */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
