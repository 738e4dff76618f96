import type { EncryptionStrategy } from './types';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const PUBLIC_EXPONENT = 0x10001n;

/** A random 16-character key from an unbiased alphabet (62 symbols; rejection sampling keeps it uniform). */
export function randomKey(length = 16): string {
  let key = '';
  while (key.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && key.length < length) key += KEY_ALPHABET[byte % 62];
    }
  }
  return key;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/**
 * The platform's textbook RSA (no padding, exponent 0x10001) as its browser library computes
 * `encryptedString(key, reversed)`: that library packs the string's char codes least-significant first, so the
 * reversed key becomes the integer whose big-endian bytes are the key itself. Returns lower-case hex as wide as the
 * modulus.
 */
export function platformRsaEncrypt(key: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`);
  const reversed = [...key].toReversed();
  let message = 0n;
  // Little-endian read of the reversed key: the last reversed char (the key's first) is the most significant.
  for (let i = reversed.length - 1; i >= 0; i -= 1) message = (message << 8n) | BigInt(reversed[i]!.charCodeAt(0) & 0xff);
  const width = modulusHex.trim().replace(/^0+/, '').length;
  return modPow(message, PUBLIC_EXPONENT, modulus).toString(16).padStart(width, '0');
}

/**
 * The real platform's scheme (PLATFORM.md "Encrypted calls"): the modulus comes from GET /wps/session/key/rsa, a random
 * 16-character key DES-ECB/PKCS7-encrypts the body, and the key travels textbook-RSA-encrypted in `Encryption`.
 * DES uses the key's first 8 bytes, as the platform's CryptoJS-based clients do. Weak by design of the platform; HTTPS is
 * the real protection. node-forge loads on the first encrypted call only, keeping it out of the main chunk.
 */
export function createPlatformStrategy({ fetchModulus }: { fetchModulus: () => Promise<string> }): EncryptionStrategy {
  return {
    async encrypt(jsonBody) {
      const [{ default: forge }, modulusText] = await Promise.all([import('node-forge'), fetchModulus()]);
      const modulus = modulusText.trim();
      const key = randomKey();
      const cipher = forge.cipher.createCipher('DES-ECB', key.slice(0, 8));
      cipher.start({});
      cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(jsonBody)));
      if (!cipher.finish()) throw new Error('DES encryption failed');
      const value = forge.util.encode64(cipher.output.getBytes());
      return {
        body: { value },
        headers: { Encryption: platformRsaEncrypt(key, modulus), 'X-RSA': modulus, 'X-Digest': value },
      };
    },
  };
}
