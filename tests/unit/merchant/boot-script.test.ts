// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { allMerchants, defaultMerchantCode, getMerchant, pickMerchantCode, themeVars } from '@/merchant';
import { BOOT_DATA_ID, BOOT_SCRIPT, bootData, bootScriptHash, bootTags } from '../../../scripts/merchant-vite-plugin';

const html = document.documentElement;

/** Puts the plugin's head tags in the document and runs the boot script as the browser would, at this URL. */
function boot(hostname: string, search = '', production = false) {
  const [dataTag] = bootTags(bootData(allMerchants(), defaultMerchantCode(), production));
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = BOOT_DATA_ID;
  data.textContent = String(dataTag!.children);
  document.head.appendChild(data);
  new Function('document', 'location', BOOT_SCRIPT)(document, { hostname, search });
}

afterEach(() => {
  html.removeAttribute('style');
  html.removeAttribute('data-theme');
  html.removeAttribute('data-merchant');
  html.removeAttribute('data-header-form');
  document.head.innerHTML = '';
  document.title = '';
});

describe('boot script', () => {
  it('paints the brand of the hostname in its default mode before the app starts', () => {
    const golden = getMerchant('goldenlotus')!;
    boot('goldenlotus.localhost');
    const mode = golden.theme.defaultMode;
    expect(html.dataset.merchant).toBe('goldenlotus');
    expect(html.dataset.theme).toBe(mode);
    for (const [name, value] of Object.entries(themeVars(golden.theme[mode]))) {
      expect(html.style.getPropertyValue(name)).toBe(value);
    }
    expect(document.querySelector('link[rel~="icon"]')).toHaveAttribute('href', golden.assets.favicon);
    expect(document.title).toBe(golden.name);
  });

  it('marks a brand whose header carries the sign-in form, for the skeleton to reserve its taller header', () => {
    expect(getMerchant('goldenlotus')!.header.loginForm).toBe(true);
    boot('goldenlotus.localhost');
    expect(html).toHaveAttribute('data-header-form');
    html.removeAttribute('data-header-form');
    document.head.innerHTML = '';
    expect(getMerchant('luckystar')!.header.loginForm).toBeFalsy();
    boot('luckystar.localhost');
    expect(html).not.toHaveAttribute('data-header-form');
  });

  it('uses the remembered mode', () => {
    localStorage.setItem('theme-mode', 'dark');
    boot('luckystar.localhost');
    expect(html.dataset.theme).toBe('dark');
    expect(html.style.getPropertyValue('--color-primary')).toBe(getMerchant('luckystar')!.theme.dark.colorPrimary);
  });

  it('honours ?merchant= only outside production', () => {
    boot('localhost', '?merchant=goldenlotus', false);
    expect(html.dataset.merchant).toBe('goldenlotus');
    document.head.innerHTML = '';
    boot('localhost', '?merchant=goldenlotus', true);
    expect(html.dataset.merchant).toBe(pickMerchantCode(allMerchants(), defaultMerchantCode(), { hostname: 'localhost', search: '', production: true }));
    expect(html.dataset.merchant).not.toBe('goldenlotus');
  });

  it.each([
    ['goldenlotus.localhost', '', true],
    ['LUCKYSTAR.localhost.', '', true],
    ['unknown.example', '', false],
    ['127.0.0.1', '?merchant=goldenlotus', false],
    ['127.0.0.1', '?merchant=constructor', false],
    ['goldenlotus.localhost', '?merchant=luckystar', true],
  ] as const)('agrees with pickMerchantCode over the configured brands for %s%s (production %s)', (hostname, search, production) => {
    boot(hostname, search, production);
    expect(html.dataset.merchant).toBe(pickMerchantCode(allMerchants(), defaultMerchantCode(), { hostname, search, production }));
  });

  it('keeps the data from closing its script element', () => {
    const data = bootData(allMerchants(), defaultMerchantCode(), false);
    data.m[defaultMerchantCode()]!.n = '</script><script>alert(1)</script>';
    const [dataTag] = bootTags(data);
    expect(String(dataTag!.children)).not.toContain('</script>');
    expect(JSON.parse(String(dataTag!.children)).m[defaultMerchantCode()].n).toBe('</script><script>alert(1)</script>');
  });

  it('stays small and has a stable CSP hash', () => {
    expect(BOOT_SCRIPT.length).toBeLessThan(2048);
    expect(bootScriptHash()).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
