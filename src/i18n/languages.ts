import schema from '../../schemas/languages.json' with { type: 'json' };

/**
 * A platform language code (upper case, as sent in the `Language` header) with what the browser needs.
 * The platform uses its own codes for some languages (TY = Tagalog, CN = simplified Chinese), so a tag is
 * never derived from the code.
 */
export interface LanguageInfo {
  /** Platform code, e.g. `TY`. */
  code: string;
  /** The language's name in itself, for the selector. */
  endonym: string;
  /** BCP 47 tag for `<html lang>` and embedded video language hints (SPEC §9: TY → tl, CN → zh). */
  tag: string;
  /** Locale for Intl number and currency formatting. */
  locale: string;
  /** dayjs locale id (a file under `dayjs/locale`). */
  dayjs: string;
  /** Right-to-left script. */
  rtl: boolean;
}

// SPEC §9 gives the short tags the platform uses for page and video language; the schema's x-locales are the
// Intl locales (TY → fil), which Intl formats better than the legacy `tl`.
const HTML_TAGS: Record<string, string> = { EN: 'en', TY: 'tl', CN: 'zh', VI: 'vi', TH: 'th' };
const DAYJS_IDS: Record<string, string> = { fil: 'tl-ph' };

const codes = schema.enum as string[];
const locales = schema['x-locales'] as Record<string, string>;
const names = schema['x-names'] as Record<string, string>;
const rtl = new Set(schema['x-rtl'] as string[]);

/** Every language the platform has text resources for (from `schemas/languages.json`); EN is the default. */
export const LANGUAGES: readonly LanguageInfo[] = codes.map((code) => {
  const locale = locales[code] ?? code.toLowerCase();
  return {
    code,
    endonym: names[code] ?? code,
    tag: HTML_TAGS[code] ?? locale,
    locale,
    dayjs: DAYJS_IDS[locale] ?? locale.toLowerCase(),
    rtl: rtl.has(code),
  };
});

/** A platform language code of {@link LANGUAGES}. */
export type LanguageCode = string;

/** The default and fallback language. */
export const DEFAULT_LANGUAGE = 'EN';

const byCode = new Map<string, LanguageInfo>(LANGUAGES.map((l) => [l.code, l]));

/** Whether `code` is one of the platform's language codes. */
export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && byCode.has(code);
}

/** The language's details; unknown codes get EN's. */
export function languageInfo(code: string): LanguageInfo {
  return byCode.get(code) ?? byCode.get(DEFAULT_LANGUAGE)!;
}

/** The BCP 47 tag for `<html lang>` (TY → `tl`, CN → `zh`). */
export function htmlLang(code: string): string {
  return languageInfo(code).tag;
}
