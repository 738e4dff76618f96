/**
 * The platform's language codes (upper case, as sent in the `Language` header) with what the browser needs:
 * the endonym shown in the selector, the BCP 47 tag for `<html lang>` and Intl, and the dayjs locale.
 * The platform uses its own codes for some languages (TY = Tagalog, CN = simplified Chinese), so never derive
 * the tag from the code.
 */
export interface LanguageInfo {
  /** Platform code, e.g. `TY`. */
  code: string;
  /** The language's name in itself, for the selector. */
  endonym: string;
  /** BCP 47 tag for `<html lang>`, Intl and embedded video language hints. */
  tag: string;
  /** dayjs locale id (a file under `dayjs/locale`). */
  dayjs: string;
  /** Right-to-left script. */
  rtl?: boolean;
}

/** Every language the platform has text resources for; EN is the default and the fallback. */
export const LANGUAGES = [
  { code: 'EN', endonym: 'English', tag: 'en', dayjs: 'en' },
  { code: 'TY', endonym: 'Tagalog', tag: 'tl', dayjs: 'tl-ph' },
  { code: 'CN', endonym: '简体中文', tag: 'zh', dayjs: 'zh-cn' },
  { code: 'TW', endonym: '繁體中文', tag: 'zh-Hant', dayjs: 'zh-tw' },
  { code: 'VI', endonym: 'Tiếng Việt', tag: 'vi', dayjs: 'vi' },
  { code: 'TH', endonym: 'ไทย', tag: 'th', dayjs: 'th' },
  { code: 'JP', endonym: '日本語', tag: 'ja', dayjs: 'ja' },
  { code: 'KR', endonym: '한국어', tag: 'ko', dayjs: 'ko' },
  { code: 'ID', endonym: 'Bahasa Indonesia', tag: 'id', dayjs: 'id' },
  { code: 'MS', endonym: 'Bahasa Melayu', tag: 'ms', dayjs: 'ms' },
  { code: 'HI', endonym: 'हिन्दी', tag: 'hi', dayjs: 'hi' },
  { code: 'BN', endonym: 'বাংলা', tag: 'bn', dayjs: 'bn' },
  { code: 'TA', endonym: 'தமிழ்', tag: 'ta', dayjs: 'ta' },
  { code: 'TE', endonym: 'తెలుగు', tag: 'te', dayjs: 'te' },
  { code: 'UR', endonym: 'اردو', tag: 'ur', dayjs: 'ur', rtl: true },
  { code: 'NE', endonym: 'नेपाली', tag: 'ne', dayjs: 'ne' },
  { code: 'SI', endonym: 'සිංහල', tag: 'si', dayjs: 'si' },
  { code: 'MY', endonym: 'မြန်မာ', tag: 'my', dayjs: 'my' },
  { code: 'KM', endonym: 'ខ្មែរ', tag: 'km', dayjs: 'km' },
  { code: 'LO', endonym: 'ລາວ', tag: 'lo', dayjs: 'lo' },
  { code: 'MN', endonym: 'Монгол', tag: 'mn', dayjs: 'mn' },
  { code: 'KK', endonym: 'Қазақ', tag: 'kk', dayjs: 'kk' },
  { code: 'UZ', endonym: 'Oʻzbek', tag: 'uz', dayjs: 'uz-latn' },
  { code: 'ES', endonym: 'Español', tag: 'es', dayjs: 'es' },
  { code: 'PT', endonym: 'Português', tag: 'pt', dayjs: 'pt' },
  { code: 'BR', endonym: 'Português (Brasil)', tag: 'pt-BR', dayjs: 'pt-br' },
  { code: 'FR', endonym: 'Français', tag: 'fr', dayjs: 'fr' },
  { code: 'DE', endonym: 'Deutsch', tag: 'de', dayjs: 'de' },
  { code: 'IT', endonym: 'Italiano', tag: 'it', dayjs: 'it' },
  { code: 'NL', endonym: 'Nederlands', tag: 'nl', dayjs: 'nl' },
  { code: 'PL', endonym: 'Polski', tag: 'pl', dayjs: 'pl' },
  { code: 'RU', endonym: 'Русский', tag: 'ru', dayjs: 'ru' },
  { code: 'UK', endonym: 'Українська', tag: 'uk', dayjs: 'uk' },
  { code: 'TR', endonym: 'Türkçe', tag: 'tr', dayjs: 'tr' },
  { code: 'AR', endonym: 'العربية', tag: 'ar', dayjs: 'ar', rtl: true },
  { code: 'FA', endonym: 'فارسی', tag: 'fa', dayjs: 'fa', rtl: true },
  { code: 'HE', endonym: 'עברית', tag: 'he', dayjs: 'he', rtl: true },
  { code: 'EL', endonym: 'Ελληνικά', tag: 'el', dayjs: 'el' },
  { code: 'SV', endonym: 'Svenska', tag: 'sv', dayjs: 'sv' },
  { code: 'RO', endonym: 'Română', tag: 'ro', dayjs: 'ro' },
] as const satisfies readonly LanguageInfo[];

/** A platform language code of {@link LANGUAGES}. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The default and fallback language. */
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

const byCode = new Map<string, LanguageInfo>(LANGUAGES.map((l) => [l.code, l]));

/** Whether `code` is one of the platform's language codes. */
export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && byCode.has(code);
}

/** The language's details; unknown codes get EN's. */
export function languageInfo(code: string): LanguageInfo {
  return byCode.get(code) ?? LANGUAGES[0];
}

/** The BCP 47 tag for a platform code (TY → `tl`, CN → `zh`). */
export function htmlLang(code: string): string {
  return languageInfo(code).tag;
}
