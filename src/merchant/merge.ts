import type { Merchant } from './types';

/** A JSON object as read from a merchant file. */
export type JsonObject = { [key: string]: unknown };

/** Keys of `_defaults.json` that describe the set of brands, not one brand; they never reach a `Merchant`. */
export const DEFAULTS_ONLY_KEYS = ['defaultMerchant'] as const;

/** `_defaults.json` as stored: brand fields plus `defaultMerchant`, the brand chosen when nothing else matches. */
export type DefaultsFile = JsonObject & { defaultMerchant: string };

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge for config: objects merge key by key, arrays and scalars from `override` replace. Inputs are not changed. */
export function mergeConfig(base: JsonObject, override: JsonObject): JsonObject {
  // Each value is copied once, in base's key order and then override's new keys (as a clone-then-assign would).
  const out: JsonObject = {};
  for (const [key, current] of Object.entries(base)) {
    if (!Object.hasOwn(override, key)) out[key] = cloneJson(current);
    else out[key] = mergeValue(current, override[key]);
  }
  for (const [key, value] of Object.entries(override)) {
    if (!Object.hasOwn(base, key)) out[key] = cloneJson(value);
  }
  return out;
}

function mergeValue(current: unknown, value: unknown): unknown {
  return isPlainObject(current) && isPlainObject(value) ? mergeConfig(current, value) : cloneJson(value);
}

function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** URL prefix under which a brand folder's assets are served. */
export function assetBase(code: string): string {
  return `/merchants/${code}/`;
}

/** An asset path in config is relative to the brand folder unless it starts with `/` or a scheme. */
export function resolveAssetPath(code: string, path: string): string {
  return /^(\/|[a-z]+:)/i.test(path) ? path : assetBase(code) + path.replace(/^\.\//, '');
}

function resolveLinkIcons(code: string, list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) =>
    isPlainObject(item) && typeof item.icon === 'string' ? { ...item, icon: resolveAssetPath(code, item.icon) } : item,
  );
}

/**
 * Builds one brand: `brand` (its merchant.json) merged over `defaults`, the brand-set-only keys dropped and
 * relative asset paths turned into `/merchants/<code>/…` URLs. `code` is the brand's folder name.
 */
export function buildMerchant(code: string, defaults: JsonObject, brand: JsonObject): Merchant {
  const base: JsonObject = { ...defaults };
  for (const key of DEFAULTS_ONLY_KEYS) delete base[key];
  const merged = mergeConfig(base, brand);
  const assets = merged.assets;
  if (isPlainObject(assets)) {
    for (const [key, value] of Object.entries(assets)) {
      if (typeof value === 'string') assets[key] = resolveAssetPath(code, value);
    }
  }
  merged.social = resolveLinkIcons(code, merged.social);
  const footer = merged.footer;
  if (isPlainObject(footer)) {
    for (const key of ['helpLinks', 'certifications', 'responsibleGaming', 'browsers']) {
      footer[key] = resolveLinkIcons(code, footer[key]);
    }
  }
  return merged as unknown as Merchant;
}
