/** Who an announcement popup is for: signed-in members or anonymous visitors (SPEC §4). */
export type Audience = 'member' | 'anonymous';
/** The platform's popup execution kinds. */
export type Execution = 'A' | 'B' | 'F';

/** Session flag prefix: set when the popup of an audience was closed, so it is not shown again this session. */
export const SHOWN_FLAG_PREFIX = 'announcement-closed:';
/** Session key the sign-in flow sets when the login answered `firstTimeLogin` (SPEC §4 login flow step 4). */
export const FIRST_LOGIN_KEY = 'firstTimeLogin';

/** The audience of a visitor. */
export function audienceOf(signedIn: boolean): Audience {
  return signedIn ? 'member' : 'anonymous';
}

/** SPEC §4: signed-in users see execution A, and also F on first login; anonymous visitors see B. */
export function executionsFor({ signedIn, firstLogin }: { signedIn: boolean; firstLogin: boolean }): Execution[] {
  if (!signedIn) return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

/** The session-storage key of an audience's "closed" flag. */
export function closedFlagKey(audience: Audience): string {
  return `${SHOWN_FLAG_PREFIX}${audience}`;
}

/** Whether the popup is still due for this audience in this session. */
export function isDue(storage: Pick<Storage, 'getItem'>, audience: Audience): boolean {
  return storage.getItem(closedFlagKey(audience)) === null;
}

/** Records that the audience closed the popup, so it stays closed until the session ends. */
export function markClosed(storage: Pick<Storage, 'setItem'>, audience: Audience): void {
  storage.setItem(closedFlagKey(audience), '1');
}

/** Whether the sign-in flow flagged this session's login as the member's first. */
export function isFirstLogin(storage: Pick<Storage, 'getItem'>): boolean {
  const value = storage.getItem(FIRST_LOGIN_KEY);
  return value === '1' || value === 'true';
}
