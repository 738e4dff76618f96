import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineBlocks, originsOf, providerScriptUrls } from '../../../scripts/csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = `<!doctype html><html><head>
<script type="application/json" id="merchant-boot">{"d":"luckystar"}</script>
<script>boot()</script>
<style>.a{color:red}</style>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><script>skeleton()</script></body></html>`;

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  it('allows the inline scripts and styles by hash, never by unsafe-inline or unsafe-eval', () => {
    const policy = contentSecurityPolicy(page);
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('boot()'), sha('skeleton()')]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", sha('.a{color:red}')]);
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('lets no other site frame the pages (clickjacking of the money pages)', () => {
    expect(directive(contentSecurityPolicy(page), 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('does not hash JSON data or external scripts', () => {
    expect(inlineBlocks(page).scripts).toEqual(['boot()', 'skeleton()']);
  });

  it("adds the identity providers' script origins to scripts and connections, not same-origin stand-ins", () => {
    const urls = providerScriptUrls([
      { identity: { google: { scriptUrl: 'https://accounts.google.com/gsi/client' }, facebook: { scriptUrl: '/__sandbox/identity/facebook.js' } } },
      { identity: { phone: { scriptUrls: ['https://www.gstatic.com/firebasejs/app.js', 'https://www.gstatic.com/firebasejs/auth.js'] } } },
    ]);
    expect(originsOf(urls)).toEqual(['https://accounts.google.com', 'https://www.gstatic.com']);
    const policy = contentSecurityPolicy(page, urls);
    expect(directive(policy, 'script-src')).toContain('https://accounts.google.com');
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://accounts.google.com', 'https://www.gstatic.com']);
  });
});
