import { api, type components } from '@/api';
import type { ExclusionPeriod, ExclusionType } from './settings';

type Wire = components['schemas']['SelfExclusion'];

/** POST MCSFE_requestSelfExclusion (designed, encrypted): the member's password confirms it; the session ends. */
export async function requestExclusion(type: ExclusionType, period: ExclusionPeriod, password: string): Promise<Wire> {
  return (await api.POST('/wps/relay/MCSFE_requestSelfExclusion', { body: { type, period, password } })) as Wire;
}
