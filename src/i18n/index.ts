import { createInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { configureApi } from '@/api';
import { dayjsLocaleLoaders } from './dayjs-locales';
import { DEFAULT_LANGUAGE, htmlLang, isLanguageCode, languageInfo } from './languages';
import { loadMessages } from './resources';

export { LANGUAGES, DEFAULT_LANGUAGE, htmlLang, isLanguageCode, languageInfo } from './languages';
export type { LanguageCode, LanguageInfo } from './languages';
export { loadMessages, localeFilesOf } from './resources';
export type { Messages } from './resources';

/** localStorage key that remembers the visitor's language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The app's one i18next instance: one namespace, flat keys (SPEC's keys contain dots and colons rarely, never nesting). */
export const i18n = createInstance();

const loaded = new Set<string>();
let initialising: Promise<unknown> | null = null;

function ensureInit(language: string): Promise<unknown> {
  initialising ??= i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return initialising;
}

async function loadDayjsLocale(code: string): Promise<string> {
  const id = languageInfo(code).dayjs;
  const loader = dayjsLocaleLoaders[id];
  if (loader) {
    const mod = (await loader()) as { default?: unknown };
    // Register the object ourselves: a CJS locale file may register on a different dayjs copy than ours.
    dayjs.locale((mod.default ?? mod) as Parameters<typeof dayjs.locale>[0], undefined, true);
  }
  return id;
}

/** Loads a language's texts (and EN, the fallback) into the instance without switching to it. */
export async function loadLanguage(code: string): Promise<void> {
  await ensureInit(code);
  const wanted = [DEFAULT_LANGUAGE, code].filter((c) => !loaded.has(c));
  await Promise.all(
    wanted.map(async (c) => {
      i18n.addResourceBundle(c, 'translation', await loadMessages(c), true, true);
      loaded.add(c);
    }),
  );
}

function applyLanguage(code: string, dayjsId: string): void {
  dayjs.locale(dayjsId);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLang(code);
    document.documentElement.dir = languageInfo(code).rtl ? 'rtl' : 'ltr';
  }
}

/** Loads `code`, then switches text, dates and money to it, remembers it and tells the API. */
export async function setLanguage(code: string): Promise<void> {
  const language = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
  const [, dayjsId] = await Promise.all([loadLanguage(language), loadDayjsLocale(language)]);
  // dayjs first: components re-render on languageChanged and must already see the new date locale.
  applyLanguage(language, dayjsId);
  configureApi({ language });
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the language still applies for this visit.
  }
  await i18n.changeLanguage(language);
}

/** The language to start in: the remembered one if the brand supports it, else the brand's default. */
export function startLanguage(brand: { default: string; supported: string[] }): string {
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    remembered = null;
  }
  if (remembered && brand.supported.includes(remembered) && isLanguageCode(remembered)) return remembered;
  return isLanguageCode(brand.default) ? brand.default : DEFAULT_LANGUAGE;
}

/** Boot: loads the first language and switches to it before anything renders, so no key ever flashes. */
export async function initI18n(language: string): Promise<typeof i18n> {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  await ensureInit(code);
  await setLanguage(code);
  return i18n;
}

/** The current language code and a switcher; re-renders when the language changes. */
export function useLanguage(): { language: string; setLanguage: (code: string) => Promise<void> } {
  const { i18n: instance } = useTranslation();
  return { language: instance.language || DEFAULT_LANGUAGE, setLanguage };
}
