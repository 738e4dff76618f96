import { SANDBOX_PRIVATE_KEY_PKCS8, SANDBOX_PUBLIC_KEY_SPKI } from './keys/private-key.ts';

/*
 * The webcrypto body scheme (sandbox brands' `encryption.strategy: "webcrypto"`):
 *   a random AES-GCM 256 key encrypts the JSON body (12-byte IV first, then ciphertext+tag), base64 → body {value};
 *   RSA-OAEP SHA-256 with the merchant public key wraps the raw AES key, base64 → header `Encryption`;
 *   `X-Digest` carries the body's base64 and `X-RSA` the public key's SHA-256 fingerprint (hex), as src/api sends them.
 * The decryptor also accepts the wrapped key in `X-RSA`, and `value` as "<iv b64>.<ciphertext b64>".
 */

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

let privateKey: Promise<CryptoKey> | undefined;
function sandboxPrivateKey(): Promise<CryptoKey> {
  privateKey ??= crypto.subtle.importKey('pkcs8', fromBase64(SANDBOX_PRIVATE_KEY_PKCS8), { name: 'RSA-OAEP', hash: 'SHA-256' },
    false, ['decrypt']);
  return privateKey;
}

function isBase64(text: string): boolean {
  return /^[A-Za-z0-9+/=_-]+$/.test(text);
}

/** Decrypts a `{value}` body sent with the webcrypto scheme; throws when it cannot. */
export async function decryptValue(value: string, headers: Headers): Promise<unknown> {
  const candidates = [headers.get('Encryption'), headers.get('X-RSA')].filter(
    (header): header is string => !!header && header.length > 100 && isBase64(header),
  );
  let lastError: unknown = new Error('no wrapped key header');
  for (const wrapped of candidates) {
    try {
      const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, await sandboxPrivateKey(), fromBase64(wrapped));
      const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
      const [first, second] = value.split('.');
      let iv: Uint8Array<ArrayBuffer>;
      let data: Uint8Array<ArrayBuffer>;
      if (second !== undefined && first !== undefined) {
        iv = fromBase64(first);
        data = fromBase64(second);
      } else {
        const bytes = fromBase64(value);
        iv = bytes.slice(0, 12);
        data = bytes.slice(12);
      }
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, data);
      return JSON.parse(new TextDecoder().decode(plain));
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Encrypts a body the way a webcrypto client does; used by the sandbox's own tests. */
export async function encryptBody(body: unknown, publicKeySpki = SANDBOX_PUBLIC_KEY_SPKI) {
  const publicKey = await crypto.subtle.importKey('spki', fromBase64(publicKeySpki), { name: 'RSA-OAEP', hash: 'SHA-256' },
    false, ['encrypt']);
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body))));
  const packed = new Uint8Array(iv.length + cipher.length);
  packed.set(iv);
  packed.set(cipher, iv.length);
  const value = toBase64(packed);
  const wrapped = toBase64(new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey,
    await crypto.subtle.exportKey('raw', aes))));
  const fingerprint = [...new Uint8Array(await crypto.subtle.digest('SHA-256', fromBase64(publicKeySpki)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return {
    body: { value },
    headers: { Encryption: wrapped, 'X-Digest': value, 'X-RSA': fingerprint },
  };
}
