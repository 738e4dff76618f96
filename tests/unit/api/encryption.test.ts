// @vitest-environment jsdom
import { createDecipheriv, createHash, createPrivateKey, privateDecrypt, constants } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import forge from 'node-forge';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { api, configureApi } from '@/api';
import { createPlatformStrategy, createWebCryptoStrategy, platformRsaEncrypt } from '@/api/encryption';

const privatePem = readFileSync(resolve('sandbox/keys/sandbox-rsa.private.pem'), 'utf8');
const publicSpkiB64 = readFileSync(resolve('sandbox/keys/sandbox-rsa.public.spki.b64'), 'utf8').trim();
const jwk = createPrivateKey(privatePem).export({ format: 'jwk' });
const modulusHex = Buffer.from(jwk.n!, 'base64url').toString('hex');
const n = BigInt(`0x${modulusHex}`);
const d = BigInt(`0x${Buffer.from(jwk.d!, 'base64url').toString('hex')}`);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** What the server does with a webcrypto-sealed request. */
function openWebCrypto(value: string, encryptionHeader: string): string {
  const aesKey = privateDecrypt(
    { key: privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(encryptionHeader, 'base64'),
  );
  const sealed = Buffer.from(value, 'base64');
  const iv = sealed.subarray(0, 12);
  const tag = sealed.subarray(sealed.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
}

/** What the platform does with its own scheme: textbook RSA back to the key, then DES-ECB with its first 8 bytes. */
function openPlatform(value: string, encryptionHeader: string): { key: string; json: string } {
  const m = modPow(BigInt(`0x${encryptionHeader}`), d, n);
  const key = Buffer.from(m.toString(16).padStart(32, '0'), 'hex').toString('latin1');
  const decipher = forge.cipher.createDecipher('DES-ECB', key.slice(0, 8));
  decipher.start({});
  decipher.update(forge.util.createBuffer(forge.util.decode64(value)));
  if (!decipher.finish()) throw new Error('DES padding check failed');
  return { key, json: forge.util.decodeUtf8(decipher.output.getBytes()) };
}

describe('webcrypto encryption', () => {
  it('seals a body that the holder of the private key can open', async () => {
    const body = JSON.stringify({ username: 'member01', password: 'Passw0rd!', note: 'ñ✓' });
    const sealed = await createWebCryptoStrategy(publicSpkiB64).encrypt(body);
    expect(sealed.headers['X-Digest']).toBe(sealed.body.value);
    expect(sealed.headers['X-RSA']).toBe(createHash('sha256').update(Buffer.from(publicSpkiB64, 'base64')).digest('hex'));
    expect(openWebCrypto(sealed.body.value, sealed.headers.Encryption!)).toBe(body);
  });

  it('uses a fresh key and IV for every request', async () => {
    const strategy = createWebCryptoStrategy(publicSpkiB64);
    const [a, b] = await Promise.all([strategy.encrypt('{}'), strategy.encrypt('{}')]);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
  });
});

describe('platform encryption', () => {
  it('encrypts the key with textbook RSA as the platform library does (key bytes big-endian)', () => {
    const c = platformRsaEncrypt('ABCDEFGHIJKLMNOP', modulusHex);
    expect(c).toHaveLength(modulusHex.length);
    const expected = modPow(BigInt(`0x${Buffer.from('ABCDEFGHIJKLMNOP').toString('hex')}`), 0x10001n, n);
    expect(BigInt(`0x${c}`)).toBe(expected);
  });

  it('seals a body the platform can open with the modulus it handed out', async () => {
    const body = JSON.stringify({ oldPassword: 'a', newPassword: 'Passw0rd!', confirmNewPassword: 'Passw0rd!' });
    const sealed = await createPlatformStrategy({ fetchModulus: async () => modulusHex }).encrypt(body);
    expect(sealed.headers['X-RSA']).toBe(modulusHex);
    expect(sealed.headers['X-Digest']).toBe(sealed.body.value);
    const { key, json } = openPlatform(sealed.body.value, sealed.headers.Encryption!);
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(json).toBe(body);
  });
});

describe('encrypted calls', () => {
  afterEach(() => configureApi({ merchantCode: '', language: 'EN' }));

  it('send only {value} and the Encryption, X-RSA and X-Digest headers (webcrypto)', async () => {
    configureApi({ merchantCode: 'luckystar', encryption: { strategy: 'webcrypto', publicKey: publicSpkiB64 } });
    let received: { body: unknown; headers: Headers } | undefined;
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        received = { body: await request.json(), headers: request.headers };
        return HttpResponse.json({ success: true, message: null, value: { token: 't-1' } });
      }),
    );
    const credentials = { username: 'member01', password: 'Passw0rd!', type: 'username' };
    await expect(api.POST('/wps/session/login', { body: credentials })).resolves.toEqual({ token: 't-1' });
    const body = received!.body as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(received!.headers.get('X-Digest')).toBe(body.value);
    expect(received!.headers.get('Merchant')).toBe('luckystar');
    expect(JSON.parse(openWebCrypto(body.value, received!.headers.get('Encryption')!))).toEqual(credentials);
  });

  it('fetch the modulus from /wps/session/key/rsa for the platform scheme', async () => {
    configureApi({ merchantCode: 'luckystar', encryption: { strategy: 'platform' } });
    const rsaQueries: (string | null)[] = [];
    let received: { body: { value: string }; headers: Headers } | undefined;
    server.use(
      http.get('*/wps/session/key/rsa', ({ request }) => {
        rsaQueries.push(new URL(request.url).searchParams.get('t'));
        return new HttpResponse(modulusHex, { headers: { 'Content-Type': 'text/plain' } });
      }),
      http.post('*/wps/relay/passwordCheck/MCSFE_redeemPointReward', async ({ request }) => {
        received = { body: (await request.json()) as { value: string }, headers: request.headers };
        return HttpResponse.json({ success: true, message: null, value: { pointsBalance: 10 } });
      }),
    );
    const redeem = { rewardId: 3, quantity: 1, password: 'Passw0rd!' };
    await expect(
      api.POST('/wps/relay/passwordCheck/MCSFE_redeemPointReward', { body: redeem }),
    ).resolves.toEqual({ pointsBalance: 10 });
    expect(rsaQueries).toHaveLength(1);
    expect(rsaQueries[0]).toMatch(/^\d+$/);
    expect(received!.headers.get('X-RSA')).toBe(modulusHex);
    const { json } = openPlatform(received!.body.value, received!.headers.get('Encryption')!);
    expect(JSON.parse(json)).toEqual(redeem);
  });
});
