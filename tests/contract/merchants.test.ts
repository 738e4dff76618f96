import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getMerchant } from '@/merchant';
import { buildMerchant, type JsonObject } from '@/merchant/merge';
import { CONTRAST_PAIRS, MIN_CONTRAST, contrastRatio } from '@/merchant/contrast';
import {
  ROOT,
  assetFile,
  assetIssues,
  assetReferences,
  checkMerchants,
  domainIssues,
  formatIssue,
  readMerchantSources,
  ruleIssues,
  schemaIssues,
  type BrandSource,
} from '../../scripts/merchant-validate';

const sources = readMerchantSources();
const brands = sources.brands.map((brand) => ({ brand, merchant: buildMerchant(brand.code, sources.defaults, brand.raw) }));

/** A copy of a brand with its raw JSON changed, as if someone had edited merchant.json. */
function edited(code: string, edit: (raw: JsonObject & Record<string, any>) => void): BrandSource {
  const brand = sources.brands.find((b) => b.code === code);
  if (!brand) throw new Error(`no brand ${code}`);
  const raw = structuredClone(brand.raw) as JsonObject & Record<string, any>;
  edit(raw);
  return { ...brand, raw };
}

describe('merchants', () => {
  it('has at least two brands', () => {
    expect(brands.length).toBeGreaterThanOrEqual(2);
  });

  describe.each(brands.map((b) => [b.brand.code, b] as const))('brand %s', (code, { brand, merchant }) => {
    it('is valid against the merchant schema once merged over the defaults', () => {
      expect(schemaIssues(brand, sources).map(formatIssue)).toEqual([]);
    });

    it('passes the rules the schema cannot express', () => {
      expect(ruleIssues(brand, merchant).map(formatIssue)).toEqual([]);
    });

    it('refers only to asset files that exist', () => {
      const missing = assetReferences(merchant)
        .map((ref) => assetFile(ROOT, ref.url))
        .filter((file): file is string => file !== null && !fs.existsSync(file));
      expect(missing).toEqual([]);
      expect(assetIssues(brand, merchant).map(formatIssue)).toEqual([]);
    });

    it('has its own logo with an accessible title', () => {
      const logo = assetFile(ROOT, merchant.assets.logo);
      expect(merchant.assets.logo.startsWith(`/merchants/${code}/`)).toBe(true);
      const svg = fs.readFileSync(logo!, 'utf8');
      expect(svg).toMatch(new RegExp(`<title[^>]*>${merchant.name}</title>`));
    });

    it('supports its default language', () => {
      expect(merchant.languages.supported).toContain(merchant.languages.default);
    });

    it('supports EN and TY', () => {
      expect(merchant.languages.supported).toEqual(expect.arrayContaining(['EN', 'TY']));
    });

    it.each(['light', 'dark'] as const)('keeps text contrast at WCAG AA or better in %s mode', (mode) => {
      const tokens = merchant.theme[mode];
      const weak = CONTRAST_PAIRS.map(({ fg, bg }) => ({ pair: `${fg} on ${bg}`, ratio: contrastRatio(tokens[fg], tokens[bg]) })).filter(
        ({ ratio }) => ratio < MIN_CONTRAST,
      );
      expect(weak).toEqual([]);
    });

    it('is exactly what the app loads for that code', () => {
      expect(getMerchant(code)).toEqual(merchant);
    });
  });

  it('gives every domain to one brand only', () => {
    const domains = brands.flatMap((b) => b.merchant.domains);
    expect(new Set(domains).size).toBe(domains.length);
    expect(domainIssues(brands)).toEqual([]);
  });

  it('passes the full merchant check', () => {
    const result = checkMerchants();
    expect(result.issues.map(formatIssue)).toEqual([]);
    expect(result.count).toBe(brands.length);
  });

  it('names the default brand in _defaults.json', () => {
    expect(brands.map((b) => b.brand.code)).toContain(sources.defaults.defaultMerchant);
  });

  describe('errors', () => {
    it('rejects an unknown section id and names its pointer and the allowed ids', () => {
      const brand = edited('goldenlotus', (raw) => {
        raw.screens.home[2].id = 'lucky-wheel';
      });
      const issues = schemaIssues(brand, sources);
      expect(issues).toContainEqual({
        file: 'merchants/goldenlotus/merchant.json',
        pointer: '/screens/home/2/id',
        message: expect.stringContaining('banner-carousel'),
      });
    });

    it('rejects an unknown whitelabel flag and names it', () => {
      const brand = edited('luckystar', (raw) => {
        raw.whitelabel.SUPERBONUS3 = true;
      });
      expect(schemaIssues(brand, sources)).toContainEqual(
        expect.objectContaining({ file: 'merchants/luckystar/merchant.json', pointer: '/whitelabel/SUPERBONUS3' }),
      );
    });

    it('rejects a pattern id outside the platform catalogue', () => {
      const brand = edited('luckystar', (raw) => {
        raw.registerRules = { username: { patternId: 19 } };
      });
      expect(schemaIssues(brand, sources)).toContainEqual(
        expect.objectContaining({ pointer: '/registerRules/username/patternId', message: expect.stringContaining('17') }),
      );
    });

    it('rejects wrong section props', () => {
      const brand = edited('goldenlotus', (raw) => {
        raw.screens.home[1].props = { kind: 'cold' };
      });
      // The allowed kinds come from game-row's propsSchema in the section registry.
      expect(schemaIssues(brand, sources).map(formatIssue)).toContainEqual(
        expect.stringMatching(/^merchants\/goldenlotus\/merchant\.json \/screens\/home\/1\/props\/kind: must be one of new, hot, jackpot\b/),
      );
    });

    it('rejects a prop a section does not declare, naming the section file to fix', () => {
      const brand = edited('goldenlotus', (raw) => {
        raw.screens.home[0].props = { group: 'w_home', speed: 10 };
      });
      expect(schemaIssues(brand, sources)).toContainEqual({
        file: 'merchants/goldenlotus/merchant.json',
        pointer: '/screens/home/0/props/speed',
        message: expect.stringContaining('is not allowed here'),
      });
    });

    it('blames _defaults.json for an unknown section in the default layout', () => {
      const broken = structuredClone(sources.defaults) as typeof sources.defaults & Record<string, any>;
      broken.screens.home.push({ id: 'lucky-wheel' });
      const brand = edited('luckystar', () => {});
      expect(schemaIssues(brand, { ...sources, defaults: broken })).toContainEqual(
        expect.objectContaining({ file: 'merchants/_defaults.json', pointer: `/screens/home/${broken.screens.home.length - 1}/id` }),
      );
    });

    it('rejects an unknown top-level key in a brand file', () => {
      const brand = edited('luckystar', (raw) => {
        raw.colour = 'blue';
      });
      expect(schemaIssues(brand, sources)).toContainEqual(expect.objectContaining({ pointer: '/colour' }));
    });

    it('blames _defaults.json for a bad value the brand does not set', () => {
      const broken = { ...sources, defaults: { ...structuredClone(sources.defaults), referralPromo: 'yes' } };
      const brand = edited('goldenlotus', (raw) => {
        delete raw.referralPromo;
      });
      expect(schemaIssues(brand, broken)).toContainEqual(expect.objectContaining({ file: 'merchants/_defaults.json', pointer: '/referralPromo' }));
    });

    it('reports a domain claimed by two brands', () => {
      const [first, second] = brands;
      const clash = { ...second!, merchant: { ...second!.merchant, domains: [first!.merchant.domains[0]!] } };
      expect(domainIssues([first!, clash])).toContainEqual(expect.objectContaining({ file: clash.brand.file, pointer: '/domains/0' }));
    });

    it('reports a missing asset', () => {
      const { brand, merchant } = brands[0]!;
      const broken = { ...merchant, assets: { ...merchant.assets, logo: `/merchants/${brand.code}/missing.svg` } };
      expect(assetIssues(brand, broken).map((i) => i.pointer)).toEqual(['/assets/logo']);
    });
  });

  it('keeps language codes defined once, EN and TY first', () => {
    const languages = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/languages.json'), 'utf8')) as { enum: string[] };
    expect(languages.enum.slice(0, 2)).toEqual(['EN', 'TY']);
    expect(languages.enum.length).toBeGreaterThanOrEqual(38);
  });
});
