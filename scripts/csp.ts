/**
 * The site's Content-Security-Policy for a built `index.html`: no 'unsafe-eval' and no 'unsafe-inline'. The inline
 * scripts and styles the build writes into the page (brand boot data is JSON, not run) are allowed by their sha256
 * hashes; everything else loads from the site's own origin, plus the script origins of the identity providers a
 * brand configures. Frames may be https (games open on the vendors' hosts, videos on the video site).
 */
import { createHash } from 'node:crypto';

function hash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts of the page's inline `<script>` (not JSON data) and `<style>` elements. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    scripts.push(match[2] ?? '');
  }
  for (const match of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)) styles.push(match[2] ?? '');
  return { scripts, styles };
}

/** Origins (`https://host`) of absolute URLs; same-origin paths add nothing. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].toSorted();
}

/** The policy for `html`; `providerUrls` are the identity providers' script URLs from the brands' config. */
export function contentSecurityPolicy(html: string, providerUrls: readonly string[] = []): string {
  const { scripts, styles } = inlineBlocks(html);
  const providers = originsOf(providerUrls);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...new Set(scripts.map(hash)), ...providers]],
    ['style-src', ["'self'", ...new Set(styles.map(hash))]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...providers]],
    ['frame-src', ["'self'", 'https:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Money pages must not be framed by another site (clickjacking); no page of the site needs framing at all.
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every identity-provider script URL the brands configure (Google, Facebook, the phone service). */
export function providerScriptUrls(merchants: readonly { identity?: Partial<Record<'google' | 'facebook' | 'phone', unknown>> }[]): string[] {
  const urls: string[] = [];
  for (const { identity } of merchants) {
    const google = identity?.google as { scriptUrl?: string } | undefined;
    const facebook = identity?.facebook as { scriptUrl?: string } | undefined;
    const phone = identity?.phone as { scriptUrls?: string[] } | undefined;
    if (google?.scriptUrl) urls.push(google.scriptUrl);
    if (facebook?.scriptUrl) urls.push(facebook.scriptUrl);
    urls.push(...(phone?.scriptUrls ?? []));
  }
  return urls;
}

/**
 * The other security headers the site is served with, beside the policy. HSTS belongs to the real https domain only
 * (`strictTransportSecurity`), never to localhost.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Strict-Transport-Security for the brands' real https domains (two years, subdomains, preload-ready). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';
