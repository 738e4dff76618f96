import rawDefaults from '../../merchants/_defaults.json';
import { buildMerchant, type DefaultsFile, type JsonObject } from './merge';
import type { Merchant } from './types';

const defaults = rawDefaults as unknown as DefaultsFile;

// Every brand at once, for tests, stories and tools; the app loads its one brand through load.ts.
const brandFiles = import.meta.glob<JsonObject>('/merchants/*/merchant.json', { eager: true, import: 'default' });

function codeFromPath(path: string): string {
  return path.split('/').at(-2) ?? path;
}

// Built on first use, not when the module loads: nothing here runs in a module nobody calls, so the app's bundle
// (which loads one brand through load.ts) drops every brand file.
let index: { brandByCode: Map<string, JsonObject>; codes: string[] } | null = null;

function brands() {
  if (index) return index;
  const brandByCode = new Map(Object.entries(brandFiles).map(([path, brand]) => [codeFromPath(path), brand]));
  /** Brand codes, the default brand first. */
  const codes = [...brandByCode.keys()].toSorted((a, b) => {
    if (a === defaults.defaultMerchant) return -1;
    if (b === defaults.defaultMerchant) return 1;
    return a.localeCompare(b);
  });
  index = { brandByCode, codes };
  return index;
}

// A brand is merged over the defaults when first asked for: a visit needs only its own brand.
const built = new Map<string, Merchant>();

/** Every brand, merged over the defaults; the default brand first. */
export function allMerchants(): Merchant[] {
  return brands().codes.map((code) => getMerchant(code)!);
}

/** The brand with this merchant code, if there is one. */
export function getMerchant(code: string): Merchant | undefined {
  const known = built.get(code);
  if (known) return known;
  const brand = brands().brandByCode.get(code);
  if (!brand) return undefined;
  const merchant = buildMerchant(code, defaults, brand);
  built.set(code, merchant);
  return merchant;
}

/** Each brand's code and the hostnames it is served on (from its file, without merging it). */
export function brandDomains(): Pick<Merchant, 'code' | 'domains'>[] {
  const { codes, brandByCode } = brands();
  return codes.map((code) => ({ code, domains: (brandByCode.get(code)?.domains ?? defaults.domains ?? []) as string[] }));
}

/** Code of the brand used when neither the hostname nor an override picks one (`_defaults.json` `defaultMerchant`). */
export function defaultMerchantCode(): string {
  return defaults.defaultMerchant;
}
