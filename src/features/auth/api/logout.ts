import { api } from '@/api';

/** DELETE /wps/session/logout. */
export function logout(): Promise<unknown> {
  return api.DELETE('/wps/session/logout');
}
