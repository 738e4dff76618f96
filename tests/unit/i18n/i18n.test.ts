// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api')>()),
  configureApi: vi.fn<(options: object) => void>(),
}));

const { configureApi } = await import('@/api');
const { i18n, initI18n, setLanguage, startLanguage, localeFilesOf, LANGUAGES, htmlLang } = await import('@/i18n');

beforeAll(async () => {
  await initI18n('EN');
});

beforeEach(async () => {
  vi.mocked(configureApi).mockClear();
});

describe('i18n', () => {
  it('starts in EN with only EN loaded, other languages still on the server', () => {
    expect(i18n.language).toBe('EN');
    expect(i18n.t('btn_retry')).toBe('Retry');
    expect(i18n.hasResourceBundle('TY', 'translation')).toBe(false);
  });

  it('merges every locale file of a language', () => {
    expect(localeFilesOf('EN')).toEqual(expect.arrayContaining(['/locales/EN/common.json', '/locales/EN/status.json']));
    expect(i18n.t('btn_refresh')).toBe('Refresh');
    expect(i18n.t('game_maintenance')).toBe('System maintenance');
  });

  it('switches to Tagalog: text, <html lang>, the remembered choice and the API language', async () => {
    await setLanguage('TY');
    expect(i18n.t('btn_retry')).toBe('Subukang muli');
    expect(document.documentElement.lang).toBe('tl');
    expect(localStorage.getItem('language')).toBe('TY');
    expect(configureApi).toHaveBeenCalledWith({ language: 'TY' });
  });

  it('falls back to EN, key by key, for texts a language does not have yet', async () => {
    i18n.addResource('EN', 'translation', 'test_only_in_english', 'Only in English');
    await setLanguage('VI');
    expect(i18n.t('btn_retry')).toBe('Thử lại');
    expect(i18n.t('test_only_in_english')).toBe('Only in English');
    expect(document.documentElement.lang).toBe('vi');
    // A language without any locale file yet shows EN throughout, with its own <html lang>.
    await setLanguage('JA');
    expect(i18n.t('btn_retry')).toBe('Retry');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('loads only the languages chosen, each when it is chosen', () => {
    expect(i18n.hasResourceBundle('VI', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('TH', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('CN', 'translation')).toBe(false);
  });

  it('treats an unknown code as EN', async () => {
    await setLanguage('XX');
    expect(i18n.language).toBe('EN');
    expect(localStorage.getItem('language')).toBe('EN');
  });

  it('marks right-to-left languages on <html>', async () => {
    await setLanguage('AR');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('offers about 40 languages, each with an endonym', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(38);
    expect(LANGUAGES.find((l) => l.code === 'TY')?.endonym).toBe('Tagalog');
    expect(LANGUAGES.every((l) => l.endonym.length > 0)).toBe(true);
    expect(htmlLang('TY')).toBe('tl');
  });
});

describe('startLanguage', () => {
  const brand = { default: 'EN', supported: ['EN', 'TY'] };

  it('uses the remembered language when the brand supports it', () => {
    localStorage.setItem('language', 'TY');
    expect(startLanguage(brand)).toBe('TY');
  });

  it("uses the brand's default when nothing is remembered", () => {
    expect(startLanguage({ default: 'TY', supported: ['EN', 'TY'] })).toBe('TY');
  });

  it("ignores a remembered language the brand does not offer", () => {
    localStorage.setItem('language', 'VI');
    expect(startLanguage(brand)).toBe('EN');
  });
});
