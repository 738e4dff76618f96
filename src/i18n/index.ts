import { createInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { configureApi } from '@/api';
import { dayjsLocaleLoaders } from './dayjs-locales';
import { DEFAULT_LANGUAGE, htmlLang, isLanguageCode, languageInfo } from './languages';
import { loadMessages, type TextPart } from './resources';

export { LANGUAGES, DEFAULT_LANGUAGE, htmlLang, isLanguageCode, languageInfo } from './languages';
export type { LanguageCode, LanguageInfo } from './languages';
export { loadMessages, localeFilesOf } from './resources';
export type { Messages, TextPart } from './resources';

/** localStorage key that remembers the visitor's language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The app's one i18next instance: one namespace, flat keys (SPEC's keys contain dots and colons rarely, never nesting). */
export const i18n = createInstance();

/** Text parts fetched or on their way, by `<CODE>:<part>`. */
const loading = new Map<string, Promise<void>>();
/** Whether the rest of the texts are wanted (a screen other than home or a popup has been opened). */
let moreWanted = false;
const moreReady = new Map<string, Promise<void>>();
const moreLoaded = new Set<string>();

/** Whether the rest of the texts of the current language are here (so nothing needs to wait for them). */
export function hasMoreTexts(): boolean {
  return moreLoaded.has(i18n.language || DEFAULT_LANGUAGE);
}
let initialising: Promise<unknown> | null = null;

function loadPart(code: string, part: TextPart): Promise<void> {
  const id = `${code}:${part}`;
  let done = loading.get(id);
  if (!done) {
    done = loadMessages(code, part).then(
      (messages) => void i18n.addResourceBundle(code, 'translation', messages, true, true),
      (error: unknown) => {
        loading.delete(id); // a failed download may be tried again
        throw error;
      },
    );
    loading.set(id, done);
  }
  return done;
}

/** The parts of `code` (and of EN, the fallback) wanted now. */
function loadParts(code: string): Promise<void> {
  const parts: TextPart[] = moreWanted ? ['start', 'more'] : ['start'];
  const codes = code === DEFAULT_LANGUAGE ? [code] : [DEFAULT_LANGUAGE, code];
  return Promise.all(codes.flatMap((c) => parts.map((part) => loadPart(c, part)))).then(() => undefined);
}

/**
 * Loads the rest of the texts (beyond what the first screen shows) in the current language and EN, and in every
 * language switched to later. Screens other than home and every popup wait for it beside their own code (src/app); a
 * key missing from the first part asks for it too, so a text the start list missed shows a moment late, not as a key.
 */
export function loadMoreTexts(): Promise<void> {
  moreWanted = true;
  const code = i18n.language || DEFAULT_LANGUAGE;
  // One promise per language, so a component may wait for it with React's use().
  let ready = moreReady.get(code);
  if (!ready) {
    ready = ensureInit(code)
      .then(() => loadParts(code))
      .then(() => void moreLoaded.add(code));
    ready.catch(() => moreReady.delete(code)); // a failed download may be tried again
    moreReady.set(code, ready);
  }
  return ready;
}

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
    // A missing key: load the rest of the texts (once); components re-render when texts are added.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      if (moreWanted) return;
      if (import.meta.env.DEV) console.warn(`Text "${key}" is not in the start texts (scripts/locales-vite-plugin.ts START_NAMESPACES)`);
      void loadMoreTexts();
    },
    react: { useSuspense: false, bindI18nStore: 'added' },
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
  await loadParts(code);
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
