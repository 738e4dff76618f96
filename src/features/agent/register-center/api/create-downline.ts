import { api } from '@/api';
import type { components } from '@/api/schema.gen';

export type DownlineRequest = components['schemas']['AgentDownlineRequest'];
export type DownlineCreated = components['schemas']['AgentDownlineCreated'];

/** POST /wps/agent/downline (encrypted by the client, body designed): opens a member or agent account below the agent. */
export function createDownline(body: DownlineRequest): Promise<DownlineCreated> {
  return api.POST('/wps/agent/downline', { body });
}
