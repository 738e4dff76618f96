import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Every SWR key of the security centre starts with this, so one change refreshes the profile and the items. */
export const SECURITY_KEY_PREFIX = 'security/';

/**
 * Refreshes the profile, the security items and the fund password state after any change, in the SWR cache the page
 * is drawn with (the app's provider, not necessarily the global one).
 */
export function useRefreshSecurity(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === 'string' && key.startsWith(SECURITY_KEY_PREFIX)), [mutate]);
}
