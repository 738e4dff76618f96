import rawDefaults from '../../merchants/_defaults.json';
import { buildMerchant, type DefaultsFile, type JsonObject } from './merge';
import type { Merchant } from './types';

const defaults = rawDefaults as unknown as DefaultsFile;

/**
 * Each brand's file as a chunk of its own: a visit downloads its own brand only, so a new brand folder adds nothing
 * to any other brand's first load. (registry.ts holds every brand at once, for tests, stories and tools.)
 */
const brandFiles = import.meta.glob<JsonObject>('/merchants/*/merchant.json', { import: 'default' });

/**
 * The brand for this page, merged over `_defaults.json`: `code` as the start-up script in index.html chose it
 * (`data-merchant` on <html>, by the same rule as `pickMerchantCode`), else the default brand.
 */
export async function loadMerchant(code: string | null): Promise<Merchant> {
  const chosen = code && brandFiles[`/merchants/${code}/merchant.json`] ? code : defaults.defaultMerchant;
  const load = brandFiles[`/merchants/${chosen}/merchant.json`];
  if (!load) throw new Error('No merchant configured under merchants/');
  return buildMerchant(chosen, defaults, await load());
}
