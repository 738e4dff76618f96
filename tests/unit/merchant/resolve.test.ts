import { describe, expect, it } from 'vitest';
import rawDefaults from '../../../merchants/_defaults.json';
import rawGoldenLotus from '../../../merchants/goldenlotus/merchant.json';
import { loadMerchant } from '@/merchant/load';
import { brandDomains } from '@/merchant/registry';
import { allMerchants, buildMerchant, defaultMerchantCode, getMerchant, mergeConfig, pickMerchantCode, type ResolveInput } from '@/merchant';

const codeForHost = (host: string) => allMerchants().find((m) => m.domains.includes(host))?.code;
/** The brand the page gets for an address: the configured brands' rule (the start-up script in index.html applies it). */
const codeFor = (input: ResolveInput) => pickMerchantCode(brandDomains(), defaultMerchantCode(), input);

describe('the brand for an address', () => {
  it('picks the brand whose domains list the hostname', () => {
    expect(codeFor({ hostname: 'goldenlotus.localhost', search: '', production: true })).toBe('goldenlotus');
    expect(codeFor({ hostname: 'luckystar.localhost', search: '', production: true })).toBe('luckystar');
  });

  it('matches the hostname whatever its case or trailing dot', () => {
    expect(codeFor({ hostname: 'GoldenLotus.localhost.', search: '', production: true })).toBe('goldenlotus');
  });

  it('lets ?merchant= pick a brand outside production', () => {
    const code = codeFor({ hostname: 'localhost', search: '?merchant=goldenlotus', production: false });
    expect(code).toBe('goldenlotus');
  });

  it('ignores ?merchant= in production', () => {
    const code = codeFor({ hostname: 'localhost', search: '?merchant=goldenlotus', production: true });
    expect(code).toBe(codeForHost('localhost'));
    expect(code).not.toBe('goldenlotus');
  });

  it('ignores ?merchant= naming no brand', () => {
    const code = codeFor({ hostname: 'goldenlotus.localhost', search: '?merchant=nobody', production: false });
    expect(code).toBe('goldenlotus');
  });

  it('falls back to the default brand named in _defaults.json for an unknown host', () => {
    const code = codeFor({ hostname: 'www.example.org', search: '', production: true });
    expect(code).toBe(rawDefaults.defaultMerchant);
    expect(defaultMerchantCode()).toBe(rawDefaults.defaultMerchant);
  });

  it('lists the default brand first', () => {
    expect(allMerchants()[0]?.code).toBe(rawDefaults.defaultMerchant);
  });
});

describe('loadMerchant', () => {
  it("loads the brand the start-up script chose, merged as the registry has it, else the default brand", async () => {
    expect(await loadMerchant('goldenlotus')).toEqual(getMerchant('goldenlotus'));
    expect((await loadMerchant(null)).code).toBe(rawDefaults.defaultMerchant);
    expect((await loadMerchant('nobody')).code).toBe(rawDefaults.defaultMerchant);
  });
});

describe('brandDomains', () => {
  it("reads each brand's hostnames from its file as its merged config has them, in the same order", () => {
    expect(brandDomains()).toEqual(allMerchants().map(({ code, domains }) => ({ code, domains })));
  });

  it('builds a brand once, when it is first asked for', () => {
    expect(getMerchant('goldenlotus')).toBe(getMerchant('goldenlotus'));
  });
});

describe('pickMerchantCode', () => {
  const brands = [
    { code: 'a', domains: ['a.test'] },
    { code: 'b', domains: ['b.test', 'shared.test'] },
  ];
  it('applies override, then hostname, then default', () => {
    expect(pickMerchantCode(brands, 'a', { hostname: 'b.test', search: '', production: true })).toBe('b');
    expect(pickMerchantCode(brands, 'a', { hostname: 'a.test', search: 'merchant=b', production: false })).toBe('b');
    expect(pickMerchantCode(brands, 'a', { hostname: 'a.test', search: 'merchant=b', production: true })).toBe('a');
    expect(pickMerchantCode(brands, 'b', { hostname: 'c.test', search: '', production: false })).toBe('b');
  });
});

describe('mergeConfig', () => {
  it('merges objects key by key and replaces arrays', () => {
    const base = { theme: { radius: '8px', font: 'x' }, list: [1, 2, 3], flag: true };
    const merged = mergeConfig(base, { theme: { radius: '14px' }, list: [9] });
    expect(merged).toEqual({ theme: { radius: '14px', font: 'x' }, list: [9], flag: true });
  });

  it('leaves its inputs untouched', () => {
    const base = { theme: { radius: '8px' } };
    const override = { theme: { font: 'y' } };
    const merged = mergeConfig(base, override) as { theme: Record<string, string> };
    merged.theme.radius = 'changed';
    expect(base).toEqual({ theme: { radius: '8px' } });
    expect(override).toEqual({ theme: { font: 'y' } });
  });
});

describe('buildMerchant', () => {
  const golden = getMerchant('goldenlotus')!;

  it('takes a brand array whole instead of merging it with the default one', () => {
    expect(golden.screens.home).toEqual(rawGoldenLotus.screens.home);
    expect(golden.screens.home).not.toEqual(rawDefaults.screens.home);
  });

  it('keeps default values the brand does not set inside a merged object', () => {
    expect(golden.theme.light.fontFamily).toBe(rawDefaults.theme.light.fontFamily);
    expect(golden.theme.light.colorPrimary).toBe(rawGoldenLotus.theme.light.colorPrimary);
    expect(golden.whitelabel.PWDEXPFORCECHANGE3).toBe(rawDefaults.whitelabel.PWDEXPFORCECHANGE3);
    expect(golden.whitelabel.MOBILEVERCODELOGIN3).toBe(true);
    expect(golden.registerRules.mobileNum).toEqual({ ...rawDefaults.registerRules.mobileNum, ...rawGoldenLotus.registerRules.mobileNum });
  });

  it('serves brand-relative assets from the brand folder and leaves absolute ones alone', () => {
    const built = buildMerchant('demo', { footer: { browsers: [{ id: 'x', labelKey: 'k', href: '/', icon: '/merchants/_shared/a.svg' }] } }, {
      assets: { logo: 'logo.svg', favicon: './favicon.svg' },
    });
    expect(built.assets).toEqual({ logo: '/merchants/demo/logo.svg', favicon: '/merchants/demo/favicon.svg' });
    expect(built.footer.browsers[0]?.icon).toBe('/merchants/_shared/a.svg');
  });

  it('drops the brand-set key defaultMerchant', () => {
    expect(golden).not.toHaveProperty('defaultMerchant');
  });
});
