import { describe, expect, it } from 'vitest';
import { createWebCryptoStrategy } from '@/api/encryption';
import { decryptValue, encryptBody } from '../../../sandbox/crypto';
import { SANDBOX_PUBLIC_KEY_SPKI } from '../../../sandbox/keys/private-key';
import { call } from './helpers';

describe('Sandbox body decryption', () => {
  it('opens a body sealed by the site client with the sandbox public key', async () => {
    const sealed = await createWebCryptoStrategy(SANDBOX_PUBLIC_KEY_SPKI).encrypt(JSON.stringify({ username: 'member01' }));
    expect(await decryptValue(sealed.body.value, new Headers(sealed.headers))).toEqual({ username: 'member01' });
  });

  it('opens a body sealed by its own helper', async () => {
    const sealed = await encryptBody({ a: 1 });
    expect(await decryptValue(sealed.body.value, new Headers(sealed.headers))).toEqual({ a: 1 });
  });

  it('refuses an encrypted body without the key headers', async () => {
    const sealed = await encryptBody({ username: 'member01', password: 'Passw0rd!' });
    const response = await fetch('http://localhost/wps/session/login', {
      method: 'POST',
      headers: { Merchant: 'luckystar', 'Content-Type': 'application/json' },
      body: JSON.stringify(sealed.body),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('request_body_required');
  });

  it('also accepts a plain JSON body', async () => {
    const { json } = await call('/wps/session/login', { body: { username: 'member01', password: 'Passw0rd!' } });
    expect(json.success).toBe(true);
  });
});
