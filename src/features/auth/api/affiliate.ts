import { api } from '@/api';

/** GET /wps/agent/affiliate?affiliateCode=: whether an invitation code belongs to an agent. */
export async function checkAffiliate(input: { affiliateCode: string }): Promise<{ valid: boolean }> {
  const value = (await api.GET('/wps/agent/affiliate', { params: { query: { affiliateCode: input.affiliateCode } } })) as {
    valid?: boolean;
  } | null;
  return { valid: value?.valid === true };
}
