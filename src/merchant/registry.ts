import rawDefaults from '../../merchants/_defaults.json';
import { buildMerchant, type DefaultsFile, type JsonObject } from './merge';
import type { Merchant } from './types';

const defaults = rawDefaults as unknown as DefaultsFile;

// Eager: brand files are small, and the brand must be known before the first render.
const brandFiles = import.meta.glob<JsonObject>('/merchants/*/merchant.json', { eager: true, import: 'default' });

function codeFromPath(path: string): string {
  return path.split('/').at(-2) ?? path;
}

const merchants: Merchant[] = Object.entries(brandFiles)
  .map(([path, brand]) => buildMerchant(codeFromPath(path), defaults, brand))
  .toSorted((a, b) => {
    if (a.code === defaults.defaultMerchant) return -1;
    if (b.code === defaults.defaultMerchant) return 1;
    return a.code.localeCompare(b.code);
  });

const byCode = new Map(merchants.map((m) => [m.code, m]));

/** Every brand, merged over the defaults; the default brand first. */
export function allMerchants(): Merchant[] {
  return merchants;
}

/** The brand with this merchant code, if there is one. */
export function getMerchant(code: string): Merchant | undefined {
  return byCode.get(code);
}

/** Code of the brand used when neither the hostname nor an override picks one (`_defaults.json` `defaultMerchant`). */
export function defaultMerchantCode(): string {
  return defaults.defaultMerchant;
}
