import { api } from '@/api';

/** PUT /wps/agent/promoteDownlineToAgent (designed): a direct member downline becomes an agent; its new type. */
export async function promoteDownline(account: string): Promise<{ account: string; type: number }> {
  const value = await api.PUT('/wps/agent/promoteDownlineToAgent', { body: { customerName: account } });
  return { account: value.customerName, type: value.type };
}
