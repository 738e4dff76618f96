import { api } from '@/api';
import type { RegisterRequestInput } from '../register.machine';

/** What every register call adds (SPEC §3): where it came from and the WEB method. */
export function registerExtras(): { registerUrl: string; domain: string; registerMethod: 'WEB' } {
  const here = typeof location === 'undefined' ? null : location;
  return { registerUrl: here?.href ?? '', domain: here?.hostname ?? '', registerMethod: 'WEB' };
}

/** PUT /wps/member/register (username) or /wps/member/register/mobile (encrypted by the client). */
export async function register({ mode, body }: RegisterRequestInput): Promise<{ token?: string | null }> {
  // The agreement checkbox is the form's, not the platform's.
  const { agreement: _agreement, ...fields } = body;
  const payload = { ...fields, ...registerExtras() };
  const value =
    mode === 'mobile'
      ? await api.PUT('/wps/member/register/mobile', { body: payload })
      : await api.PUT('/wps/member/register', { body: payload });
  return (value ?? {}) as { token?: string | null };
}
