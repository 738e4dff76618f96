import { api } from '@/api';
import type { ChangePasswordValues } from '../change-password.machine';

/** POST /wps/member/password (token, encrypted). */
export function changePassword(values: ChangePasswordValues): Promise<unknown> {
  return api.POST('/wps/member/password', { body: values });
}
