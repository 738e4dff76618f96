/** Remember me (SPEC §4): the last username and login method only; never a password or an sms code. */
export interface RememberedLogin {
  username: string;
  method: 'username' | 'sms';
}

/** Cookie name of the remembered login. */
export const REMEMBER_COOKIE = 'remember-login';
/** The remembered login lasts one day (SPEC §9). */
export const REMEMBER_SECONDS = 24 * 60 * 60;

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

function attributes(maxAge: number): string {
  const secure = typeof location !== 'undefined' && !isLocalHost(location.hostname) ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Keeps the username and method for a day (SameSite=Lax, Secure outside localhost). */
export function rememberLogin(login: RememberedLogin): void {
  if (typeof document === 'undefined') return;
  // Only these two fields are ever written, whatever the caller's object carries.
  const value = JSON.stringify({ username: login.username, method: login.method });
  document.cookie = `${REMEMBER_COOKIE}=${encodeURIComponent(value)}${attributes(REMEMBER_SECONDS)}`;
}

/** Forgets the remembered login (remember me unticked). */
export function forgetLogin(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${REMEMBER_COOKIE}=${attributes(0)}`;
}

/** The remembered login, or null. */
export function rememberedLogin(): RememberedLogin | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${REMEMBER_COOKIE}=`));
  if (!entry) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(entry.slice(REMEMBER_COOKIE.length + 1))) as Partial<RememberedLogin>;
    if (typeof parsed.username !== 'string' || !parsed.username) return null;
    return { username: parsed.username, method: parsed.method === 'sms' ? 'sms' : 'username' };
  } catch {
    return null;
  }
}
