import useSWR from 'swr';
import { api } from '@/api';
import { flattenWhitelabel, type FlagMap, type WhitelabelNode } from '@/lib/whitelabel';

export const whitelabelKey = 'session:whitelabel';

/** GET /wps/system/whitelabel flattened to `{MODID: boolean}`. */
export async function fetchWhitelabel(): Promise<FlagMap> {
  return flattenWhitelabel((await api.GET('/wps/system/whitelabel')) as WhitelabelNode[] | null);
}

/** Fresh whitelabel flags when a flow wants them; the start-up call's flags (`useSystem().flags`) are the default. */
export function useWhitelabel(enabled: boolean) {
  return useSWR(enabled ? whitelabelKey : null, fetchWhitelabel, { revalidateOnFocus: false });
}
