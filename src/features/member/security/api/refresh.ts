import { mutate } from 'swr';

/** Every SWR key of the security centre starts with this, so one change refreshes the profile and the items. */
export const SECURITY_KEY_PREFIX = 'security/';

/** Refreshes the profile, the security items and the fund password state after any change. */
export function refreshSecurity(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(SECURITY_KEY_PREFIX));
}
