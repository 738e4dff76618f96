import { createWebCryptoStrategy } from '@/api/encryption';
import { SANDBOX_PUBLIC_KEY_SPKI } from '../../../sandbox/keys/private-key';

const strategy = createWebCryptoStrategy(SANDBOX_PUBLIC_KEY_SPKI);

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  message: string | null;
  errorCode?: string | null;
  value: T;
}

/** Calls the sandbox like the site does: Merchant header, optional token, JSON body (encrypted when asked). */
export async function call<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; encrypt?: boolean; merchant?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Envelope<T> }> {
  const headers: Record<string, string> = { Merchant: init.merchant ?? 'luckystar', ...init.headers };
  if (init.token) headers.Authorization = init.token;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (init.encrypt) {
      const sealed = await strategy.encrypt(JSON.stringify(init.body));
      Object.assign(headers, sealed.headers);
      body = JSON.stringify(sealed.body);
    } else body = JSON.stringify(init.body);
  }
  const response = await fetch(`http://localhost${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  return { status: response.status, json: (await response.json()) as Envelope<T> };
}

export function login(username: string, password: string, extra: Record<string, unknown> = {}) {
  return call<{ token?: string; captcha?: boolean; passwordExpired?: boolean; customerType?: number }>('/wps/session/login', {
    body: { username, password, type: 'username', ...extra },
    encrypt: true,
  });
}
