/**
 * Node-side merchant config checks, shared by `npm run merchant:check` and the contract test. Ajv lives here, never
 * in the browser bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createRequire } from 'node:module';
import { buildMerchant, DEFAULTS_ONLY_KEYS, type DefaultsFile, type JsonObject } from '../src/merchant/merge.ts';
import { CONTRAST_PAIRS, MIN_CONTRAST, contrastRatio } from '../src/merchant/contrast.ts';
import type { Merchant, ThemeMode } from '../src/merchant/types.ts';

/** Repository root (this file lives in scripts/). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One problem found in a merchant file: where, and what was expected. */
export interface MerchantIssue {
  /** Path relative to the repository root, e.g. `merchants/goldenlotus/merchant.json`. */
  file: string;
  /** JSON pointer into that file's (merged) config, e.g. `/screens/home/2/id`. */
  pointer: string;
  message: string;
}

/** One brand folder as read from disk. */
export interface BrandSource {
  code: string;
  file: string;
  raw: JsonObject;
}

/** Everything under merchants/ as read from disk, not yet merged. */
export interface MerchantSources {
  root: string;
  defaultsFile: string;
  defaults: DefaultsFile;
  brands: BrandSource[];
}

const DEFAULTS_FILE = 'merchants/_defaults.json';

function readJson(file: string): JsonObject {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
}

/** Reads `_defaults.json` and every `merchants/<code>/merchant.json` (folders starting with `_` are shared assets). */
export function readMerchantSources(root: string = ROOT): MerchantSources {
  const dir = path.join(root, 'merchants');
  const brands = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => fs.existsSync(path.join(dir, entry.name, 'merchant.json')))
    .map((entry) => entry.name)
    .toSorted()
    .map((code) => {
      const file = `merchants/${code}/merchant.json`;
      return { code, file, raw: readJson(path.join(root, file)) };
    });
  return { root, defaultsFile: DEFAULTS_FILE, defaults: readJson(path.join(root, DEFAULTS_FILE)) as DefaultsFile, brands };
}

/** Every brand merged over the defaults, without validation (the sandbox and the Vite plugin use this in Node). */
export function loadMerchants(root: string = ROOT): Merchant[] {
  const sources = readMerchantSources(root);
  return sources.brands.map((b) => buildMerchant(b.code, sources.defaults, b.raw));
}

// ---------------------------------------------------------------------------------------------------------------
// Schema

const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

/** The merchant JSON Schema as stored. */
export function merchantSchema(root: string = ROOT): JsonObject {
  return readJson(path.join(root, 'schemas/merchant.schema.json'));
}

function validatorFor(root: string) {
  let validate = validators.get(root);
  if (!validate) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
    addFormats(ajv);
    // Data-only annotations in languages.json (locales, names, right-to-left codes).
    for (const keyword of ['x-locales', 'x-names', 'x-rtl']) ajv.addKeyword({ keyword, schemaType: ['object', 'array'] });
    ajv.addSchema(readJson(path.join(root, 'schemas/languages.json')));
    validate = ajv.compile(merchantSchema(root));
    validators.set(root, validate);
  }
  return validate;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function allowedKeys(error: ErrorObject): string {
  const props = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? `; expected one of ${Object.keys(props).join(', ')}` : '';
}

/** Turns an Ajv error into `{pointer, message}` that names the offending key and what was expected; null to skip. */
function describeError(error: ErrorObject): { pointer: string; message: string } | null {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'if':
    case 'propertyNames':
      return null; // the branch's or the name's own error says more
    case 'enum':
      return { pointer: at, message: `must be one of ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'const':
      return { pointer: at, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      return { pointer: `${at}/${escapePointer(key)}`, message: `is not allowed here${allowedKeys(error)}` };
    }
    case 'required':
      return { pointer: `${at}/${escapePointer(String(params.missingProperty))}`, message: 'is required' };
    default: {
      if (error.propertyName !== undefined) {
        return { pointer: `${at}/${escapePointer(error.propertyName)}`, message: `is not a valid key: ${error.message ?? ''}` };
      }
      return { pointer: at, message: error.message ?? error.keyword };
    }
  }
}

/** Whether the brand file itself sets the value at `pointer` (arrays replace, so a set array owns its items). */
function brandSets(raw: JsonObject, pointer: string): boolean {
  let node: unknown = raw;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node)) return true;
    if (typeof node !== 'object' || node === null || !(segment in node)) return false;
    node = (node as JsonObject)[segment];
  }
  return true;
}

/** Blames the brand file when it sets the value, else `_defaults.json`. */
function attribute(brand: BrandSource, defaultsFile: string, pointer: string, message: string, blameBrand = false): MerchantIssue {
  return { file: blameBrand || brandSets(brand.raw, pointer) ? brand.file : defaultsFile, pointer, message };
}

/** Validates a brand: its top-level keys, then the merged config against the schema. Issues name the file to fix. */
export function schemaIssues(brand: BrandSource, sources: Pick<MerchantSources, 'defaults' | 'defaultsFile' | 'root'>): MerchantIssue[] {
  const root = sources.root;
  const known = Object.keys((merchantSchema(root).properties ?? {}) as JsonObject);
  const issues: MerchantIssue[] = [];
  for (const key of Object.keys(brand.raw)) {
    if ((DEFAULTS_ONLY_KEYS as readonly string[]).includes(key)) {
      issues.push({ file: brand.file, pointer: `/${escapePointer(key)}`, message: `belongs in ${sources.defaultsFile} only` });
    } else if (!known.includes(key)) {
      issues.push({ file: brand.file, pointer: `/${escapePointer(key)}`, message: `is not a merchant field; expected one of ${known.join(', ')}` });
    }
  }
  const merged = buildMerchant(brand.code, sources.defaults, brand.raw);
  const validate = validatorFor(root);
  issues.push(...sectionIssues(brand, merged, sources));
  if (!validate(merged)) {
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      // Unknown top-level keys were reported above with the list of merchant fields.
      if (error.keyword === 'additionalProperties' && error.instancePath === '') continue;
      const described = describeError(error);
      if (!described) continue;
      const issue = attribute(brand, sources.defaultsFile, described.pointer, described.message, error.keyword === 'required');
      const id = `${issue.file} ${issue.pointer} ${issue.message}`;
      if (!seen.has(id)) {
        seen.add(id);
        issues.push(issue);
      }
    }
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// Sections: ids come from the registry (src/features/*/sections/*.section.ts), props from each section's propsSchema

/** A section as the merchant check sees it: the meta file's id and props schema. */
export interface RegisteredSection {
  id: string;
  /** Path of the meta file relative to the repository root. */
  file: string;
  propsSchema: JsonObject;
  validate: ReturnType<Ajv2020['compile']>;
}

const SECTION_META = /\.section\.ts$/;
const sectionRegistries = new Map<string, Map<string, RegisteredSection>>();

type SectionModule = { section?: { id: string; propsSchema: JsonObject } };

/**
 * The meta modules as Vite/Vitest see them (the same glob as src/sections/registry.ts); undefined in plain Node,
 * where `import.meta.glob` does not exist.
 */
function bundledSectionModules(): Record<string, SectionModule> | undefined {
  try {
    return import.meta.glob<SectionModule>('/src/features/*/sections/*.section.ts', { eager: true });
  } catch {
    return undefined;
  }
}

/** Loads a meta file in plain Node through tsx (loaded only here: esbuild cannot start inside jsdom). */
function requireSectionModule(file: string): SectionModule {
  const { require: tsxRequire } = createRequire(import.meta.url)('tsx/cjs/api') as { require: (id: string, from: string) => unknown };
  return tsxRequire(file, import.meta.url) as SectionModule;
}

/**
 * The section registry read from disk, the same files `src/sections/registry.ts` globs. Meta files import no React,
 * so they load in Node (through tsx) without the app.
 */
export function sectionRegistry(root: string = ROOT): Map<string, RegisteredSection> {
  let registry = sectionRegistries.get(root);
  if (registry) return registry;
  registry = new Map();
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
  addFormats(ajv);
  const bundled = root === ROOT ? bundledSectionModules() : undefined;
  const featuresDir = path.join(root, 'src/features');
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
  for (const feature of features.map((d) => d.name).toSorted()) {
    const dir = path.join(featuresDir, feature, 'sections');
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((n) => SECTION_META.test(n)).toSorted()) {
      const file = path.join(dir, name);
      const relative = path.relative(root, file);
      const meta = (bundled?.[`/${relative.split(path.sep).join('/')}`] ?? requireSectionModule(file)).section;
      if (!meta) throw new Error(`${relative} must export "section"`);
      const clash = registry.get(meta.id);
      if (clash) throw new Error(`Section id "${meta.id}" is declared by ${clash.file} and ${relative}`);
      registry.set(meta.id, { id: meta.id, file: relative, propsSchema: meta.propsSchema, validate: ajv.compile(meta.propsSchema) });
    }
  }
  sectionRegistries.set(root, registry);
  return registry;
}

/** Unknown section ids and props that do not match the section's propsSchema, with the file and pointer to fix. */
export function sectionIssues(
  brand: BrandSource,
  merged: Merchant,
  sources: Pick<MerchantSources, 'defaultsFile' | 'root'>,
): MerchantIssue[] {
  const screens = (merged as { screens?: unknown }).screens;
  if (typeof screens !== 'object' || screens === null) return [];
  const registry = sectionRegistry(sources.root);
  const ids = [...registry.keys()].toSorted();
  const issues: MerchantIssue[] = [];
  for (const [screen, list] of Object.entries(screens as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue; // the schema reports the shape
    list.forEach((item: unknown, index) => {
      if (typeof item !== 'object' || item === null) return;
      const { id, props } = item as { id?: unknown; props?: unknown };
      if (typeof id !== 'string') return;
      const at = `/screens/${escapePointer(screen)}/${index}`;
      const meta = registry.get(id);
      if (!meta) {
        issues.push(attribute(brand, sources.defaultsFile, `${at}/id`, `is not a registered section; expected one of ${ids.join(', ')}`));
        return;
      }
      if (!meta.validate(props ?? {})) {
        for (const error of meta.validate.errors ?? []) {
          const described = describeError(error);
          if (!described) continue;
          issues.push(attribute(brand, sources.defaultsFile, `${at}/props${described.pointer}`, described.message));
        }
      }
    });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// Rules the schema cannot express (run on a schema-valid merged merchant)

function isRegExpSource(source: string): boolean {
  try {
    return new RegExp(source) instanceof RegExp;
  } catch {
    return false;
  }
}

/** Cross-field rules: code = folder, default language supported, EN and TY supported, rule bounds, nav references. */
export function ruleIssues(brand: BrandSource, merchant: Merchant, defaultsFile = DEFAULTS_FILE): MerchantIssue[] {
  const issues: MerchantIssue[] = [];
  const add = (pointer: string, message: string) => issues.push(attribute(brand, defaultsFile, pointer, message));
  if (merchant.code !== brand.code) add('/code', `must equal the folder name "${brand.code}"`);
  const { supported } = merchant.languages;
  if (!supported.includes(merchant.languages.default)) add('/languages/default', `must be one of the supported languages ${supported.join(', ')}`);
  for (const required of ['EN', 'TY']) {
    if (!supported.includes(required)) add('/languages/supported', `must include ${required}`);
  }
  for (const [field, rule] of Object.entries(merchant.registerRules)) {
    const at = `/registerRules/${escapePointer(field)}`;
    if (rule.minLength > rule.maxLength) add(`${at}/minLength`, `must be <= maxLength (${rule.maxLength})`);
    if (rule.acceptedPattern !== '*' && !isRegExpSource(rule.acceptedPattern)) {
      add(`${at}/acceptedPattern`, "must be '*' or a valid regular expression");
    }
  }
  merchant.footer.averageTimes.forEach((bar, i) => {
    if (bar.bar > merchant.footer.barMax) add(`/footer/averageTimes/${i}/bar`, `must be <= barMax (${merchant.footer.barMax})`);
  });
  const known = new Set(Object.keys(merchant.categories));
  const mustBeCategory = (pointer: string, value: string) => {
    if (!known.has(value)) add(pointer, `must be one of the configured categories ${[...known].join(', ')}`);
  };
  const { nav } = merchant;
  Object.keys(nav.splitFromSports).forEach((key) => mustBeCategory(`/nav/splitFromSports/${escapePointer(key)}`, key));
  nav.moveAfter.forEach((rule, i) => {
    rule.items.forEach((item, j) => mustBeCategory(`/nav/moveAfter/${i}/items/${j}`, item));
    mustBeCategory(`/nav/moveAfter/${i}/after`, rule.after);
  });
  nav.insertAfter.forEach((rule, i) => {
    mustBeCategory(`/nav/insertAfter/${i}/item`, rule.item);
    mustBeCategory(`/nav/insertAfter/${i}/after`, rule.after);
  });
  nav.gameListCentre.forEach((item, i) => mustBeCategory(`/nav/gameListCentre/${i}`, item));
  return issues;
}

/** Text/background token pairs below WCAG AA (4.5), in light and dark. */
export function contrastIssues(brand: BrandSource, merchant: Merchant, defaultsFile = DEFAULTS_FILE): MerchantIssue[] {
  const issues: MerchantIssue[] = [];
  for (const mode of ['light', 'dark'] as ThemeMode[]) {
    const tokens = merchant.theme[mode];
    for (const { fg, bg } of CONTRAST_PAIRS) {
      const ratio = contrastRatio(tokens[fg], tokens[bg]);
      if (ratio < MIN_CONTRAST) {
        issues.push(
          attribute(brand, defaultsFile, `/theme/${mode}/${fg}`, `contrast with ${bg} is ${ratio.toFixed(2)}, needs at least ${MIN_CONTRAST}`),
        );
      }
    }
  }
  return issues;
}

/** Every image path a merchant references, with its pointer. */
export function assetReferences(merchant: Merchant): { pointer: string; url: string }[] {
  const refs = [
    { pointer: '/assets/logo', url: merchant.assets.logo },
    { pointer: '/assets/favicon', url: merchant.assets.favicon },
  ];
  const lists = {
    '/social': merchant.social,
    '/footer/helpLinks': merchant.footer.helpLinks,
    '/footer/certifications': merchant.footer.certifications,
    '/footer/responsibleGaming': merchant.footer.responsibleGaming,
    '/footer/browsers': merchant.footer.browsers,
  };
  for (const [at, list] of Object.entries(lists)) {
    list.forEach((item, i) => {
      if (item.icon) refs.push({ pointer: `${at}/${i}/icon`, url: item.icon });
    });
  }
  return refs;
}

/** Where a site-relative asset URL lives on disk: /merchants/… in merchants/, anything else in public/. */
export function assetFile(root: string, url: string): string | null {
  if (/^[a-z]+:/i.test(url)) return null;
  const clean = url.split(/[?#]/)[0] ?? url;
  return clean.startsWith('/merchants/') ? path.join(root, clean) : path.join(root, 'public', clean);
}

/** Referenced images that do not exist on disk. */
export function assetIssues(brand: BrandSource, merchant: Merchant, root: string = ROOT, defaultsFile = DEFAULTS_FILE): MerchantIssue[] {
  return assetReferences(merchant).flatMap(({ pointer, url }) => {
    const file = assetFile(root, url);
    return file && !fs.existsSync(file)
      ? [attribute(brand, defaultsFile, pointer, `refers to ${url}, but ${path.relative(root, file)} does not exist`)]
      : [];
  });
}

/** Hostnames claimed by more than one brand. */
export function domainIssues(brands: { brand: BrandSource; merchant: Merchant }[], defaultsFile = DEFAULTS_FILE): MerchantIssue[] {
  const owners = new Map<string, string>();
  const issues: MerchantIssue[] = [];
  for (const { brand, merchant } of brands) {
    merchant.domains.forEach((domain, i) => {
      const owner = owners.get(domain);
      if (owner && owner !== brand.code) {
        issues.push(attribute(brand, defaultsFile, `/domains/${i}`, `"${domain}" is already a domain of ${owner}`));
      } else {
        owners.set(domain, brand.code);
      }
    });
  }
  return issues;
}

/** Checks of `_defaults.json` itself: known keys only, and `defaultMerchant` names a brand folder. */
export function defaultsIssues(sources: MerchantSources): MerchantIssue[] {
  const known = Object.keys((merchantSchema(sources.root).properties ?? {}) as JsonObject);
  const issues: MerchantIssue[] = [];
  for (const key of Object.keys(sources.defaults)) {
    if (!known.includes(key) && !(DEFAULTS_ONLY_KEYS as readonly string[]).includes(key)) {
      issues.push({ file: sources.defaultsFile, pointer: `/${escapePointer(key)}`, message: `is not a merchant field; expected one of ${known.join(', ')}, defaultMerchant` });
    }
  }
  const codes = sources.brands.map((b) => b.code);
  if (!codes.includes(sources.defaults.defaultMerchant)) {
    issues.push({ file: sources.defaultsFile, pointer: '/defaultMerchant', message: `must be one of the brand folders ${codes.join(', ')}` });
  }
  if (codes.length === 0) issues.push({ file: sources.defaultsFile, pointer: '', message: 'no merchants/<code>/merchant.json found' });
  return issues;
}

/** Runs every check over every brand. */
export function checkMerchants(root: string = ROOT): { count: number; issues: MerchantIssue[] } {
  const sources = readMerchantSources(root);
  const issues = defaultsIssues(sources);
  const valid: { brand: BrandSource; merchant: Merchant }[] = [];
  for (const brand of sources.brands) {
    const found = schemaIssues(brand, sources);
    issues.push(...found);
    if (found.length > 0) continue; // the later checks assume the shape is right
    const merchant = buildMerchant(brand.code, sources.defaults, brand.raw);
    issues.push(...ruleIssues(brand, merchant), ...contrastIssues(brand, merchant), ...assetIssues(brand, merchant, root));
    valid.push({ brand, merchant });
  }
  issues.push(...domainIssues(valid));
  return { count: sources.brands.length, issues };
}

/** `merchants/goldenlotus/merchant.json /screens/home/2/id: must be one of banner-carousel, …` */
export function formatIssue(issue: MerchantIssue): string {
  return `${issue.file} ${issue.pointer || '/'}: ${issue.message}`;
}
