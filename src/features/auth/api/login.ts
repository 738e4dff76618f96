import { client } from '@/api';
import type { LoginRequest, LoginResult } from '../types';
import { unwrapKeepingValue } from './envelope-call';

function deviceId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = /(?:^|;\s*)deviceId=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * POST /wps/session/login (encrypted by the client). Rejects with FlowCallError carrying `value`, so the flow can see
 * the captcha flag and the unregistered-IP challenge.
 */
export function login(request: LoginRequest): Promise<LoginResult> {
  const loginDeviceId = deviceId();
  const body = { ...request, ...(loginDeviceId ? { loginDeviceId } : {}) };
  return unwrapKeepingValue<LoginResult>(client.POST('/wps/session/login', { body }));
}
