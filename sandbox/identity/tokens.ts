/**
 * Tokens the sandbox's stand-in providers issue and the sandbox platform verifies: JWT-shaped (header.payload.sig),
 * signed with HMAC-SHA-256 under a key made per process, so a token not issued here (forged, or edited) fails.
 */

const encoder = new TextEncoder();
let key: Promise<CryptoKey> | undefined;

function secret(): Promise<CryptoKey> {
  key ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) as Promise<CryptoKey>;
  return key;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface TokenClaims {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp: number;
  email?: string;
  name?: string;
  phone_number?: string;
}

/** An ID token for these claims (valid for an hour unless `exp` says otherwise). */
export async function signToken(claims: Omit<TokenClaims, 'iat' | 'exp'> & { exp?: number }, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const body = { ...claims, iat, exp: claims.exp ?? iat + 3600 };
  const head = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'sandbox' })));
  const payload = base64url(encoder.encode(JSON.stringify(body)));
  const signature = await crypto.subtle.sign('HMAC', await secret(), encoder.encode(`${head}.${payload}`));
  return `${head}.${payload}.${base64url(new Uint8Array(signature))}`;
}

/** The claims of a token this sandbox signed for issuer `iss`, unexpired; undefined for anything else. */
export async function verifyToken(token: string, iss: string, now = Date.now()): Promise<TokenClaims | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head, payload, signature] = parts as [string, string, string];
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await secret(),
      fromBase64url(signature),
      encoder.encode(`${head}.${payload}`),
    );
    if (!valid) return undefined;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as TokenClaims;
    if (claims.iss !== iss || claims.exp * 1000 < now) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
