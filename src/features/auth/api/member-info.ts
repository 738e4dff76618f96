import { api } from '@/api';
import type { Member } from '../types';

/** GET /wps/member/info with the session's token: the login info the flows load after signing in. */
export async function fetchMemberInfo(): Promise<Member> {
  const info = await api.GET('/wps/member/info');
  return info as Member;
}
