import { api } from '@/api';
import type { LoginResult } from '../types';

/** POST /wps/session/login/freeplay: a trial account (FREEPLAY3); the client adds the gateway headers. */
export function freePlayLogin(): Promise<LoginResult> {
  const os = typeof navigator === 'undefined' ? 'unknown' : navigator.platform || 'unknown';
  return api.POST('/wps/session/login/freeplay', { body: { os, platform: 'W' } }) as Promise<LoginResult>;
}
