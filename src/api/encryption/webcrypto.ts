import type { EncryptionStrategy } from './types';
import { base64ToBytes, bytesToBase64, bytesToHex } from './encoding';

/**
 * Modern scheme (the sandbox default): a fresh AES-GCM-256 key and 12-byte IV per request seal the body as
 * `{value: base64(iv || ciphertext)}`; the raw AES key travels RSA-OAEP-SHA-256-wrapped in `Encryption`.
 * `X-RSA` names the public key by its SHA-256 fingerprint so the server can pick the matching private key.
 */
export function createWebCryptoStrategy(publicKeySpkiBase64: string): EncryptionStrategy {
  let prepared: Promise<{ key: CryptoKey; fingerprint: string }> | undefined;
  // Decoded and imported once per strategy, at the first sealed call (not at start-up): key import is the slow part and
  // the key never changes for a merchant.
  const prepare = () => {
    if (prepared) return prepared;
    const spki = base64ToBytes(publicKeySpkiBase64);
    return (prepared = Promise.all([
      crypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']),
      crypto.subtle.digest('SHA-256', spki),
    ]).then(([key, digest]) => ({ key, fingerprint: bytesToHex(new Uint8Array(digest)) })));
  };

  return {
    async encrypt(jsonBody) {
      const { key: rsaKey, fingerprint } = await prepare();
      const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const ciphertext = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(jsonBody)),
      );
      const sealed = new Uint8Array(iv.length + ciphertext.length);
      sealed.set(iv);
      sealed.set(ciphertext, iv.length);
      const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
      const wrappedKey = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
      const value = bytesToBase64(sealed);
      return {
        body: { value },
        headers: { Encryption: bytesToBase64(wrappedKey), 'X-RSA': fingerprint, 'X-Digest': value },
      };
    },
  };
}
