import { client } from '@/api';
import { toFlowError } from '../errors';
import type { LoginRequest, LoginResult, SmsResult } from '../types';
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

/**
 * A new code for the unregistered-IP mobile check: the platform sends one each time the credentials are presented
 * without an answer, and answers with the challenge again. Anything else is a failure to show.
 */
export async function resendVerificationCode(request: Pick<LoginRequest, 'username' | 'password' | 'type'>): Promise<SmsResult> {
  try {
    await login(request);
  } catch (error) {
    if (toFlowError(error).challenge) return {};
    throw error;
  }
  // Signed in without the check: the server no longer asks for it; the person verifies nothing.
  throw new Error('login_verification_failed');
}
