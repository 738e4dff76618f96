import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

const root = join(import.meta.dirname, '..', '..');
/** The preview server's port (playwright.config.ts: E2E_PORT, or 4173). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** How busy the machine was when the run started (playwright.config.ts: E2E_BUSY, 1 to 3). */
const BUSY = Number(process.env.E2E_BUSY ?? 1);
/** A time limit stretched as the config stretches the default ones, for specs that set their own. */
export const scaled = (ms: number): number => Math.round(ms * BUSY);

/** Every EN/TY string, merged over the locale files, so tests read the same text a person sees. */
export function messages(language: string): Record<string, string> {
  const dir = join(root, 'locales', language);
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    Object.assign(out, JSON.parse(readFileSync(join(dir, f), 'utf8')));
  }
  return out;
}

export function t(key: string, language = 'EN'): string {
  const value = messages(language)[key];
  if (!value) throw new Error(`No ${language} text for ${key}`);
  return value;
}

type Json = Record<string, unknown>;
function merge(a: Json, b: Json): Json {
  const out: Json = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const cur = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' && !Array.isArray(cur)
        ? merge(cur as Json, v as Json)
        : v;
  }
  return out;
}

export interface BrandFacts {
  code: string;
  name: string;
  /** --color-primary of the brand's default theme mode. */
  primary: string;
  defaultLanguage: string;
  /** The brand's own address on the preview server: `?merchant=` is a development override only. */
  url: string;
}

/** The brands as their config says, so a test checks the site against config, not against numbers copied here. */
export function brands(): BrandFacts[] {
  const dir = join(root, 'merchants');
  const defaults = JSON.parse(readFileSync(join(dir, '_defaults.json'), 'utf8')) as Json;
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'merchant.json')))
    .map((d) => {
      const m = merge(defaults, JSON.parse(readFileSync(join(dir, d.name, 'merchant.json'), 'utf8')) as Json) as {
        code: string;
        name: string;
        theme: { defaultMode: 'light' | 'dark'; light: { colorPrimary: string }; dark: { colorPrimary: string } };
        languages: { default: string };
        domains: string[];
      };
      const host = m.domains.find((domain) => domain.endsWith('.localhost')) ?? 'localhost';
      return { code: m.code, name: m.name, primary: m.theme[m.theme.defaultMode].colorPrimary, defaultLanguage: m.languages.default, url: `http://${host}:${PORT}/` };
    });
}

/** Fails the test with the list of axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A CSS colour as the browser computes it, for comparing a variable with a config value. */
export async function cssColor(page: Page, color: string): Promise<string> {
  return page.evaluate((c) => {
    const el = document.createElement('span');
    el.style.color = c;
    document.body.append(el);
    const v = getComputedStyle(el).color;
    el.remove();
    return v;
  }, color);
}

/**
 * The public announcement opens by itself once per session (SPEC §4) as a modal over the page. Tests about something
 * else start as if it had been closed already; a test about the announcement sets `announcements: true`.
 *
 * The preview serves the site under its Content-Security-Policy (scripts/csp.ts): every test fails if the browser
 * refused anything under it, so the whole site is shown to run without 'unsafe-eval' or 'unsafe-inline'.
 */
export const test = base.extend<{ announcements: boolean }>({
  announcements: [false, { option: true }],
  page: async ({ page, announcements }, provide) => {
    if (!announcements) {
      await page.addInitScript(() => {
        for (const audience of ['anonymous', 'member']) sessionStorage.setItem(`announcement-closed:${audience}`, '1');
      });
    }
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await provide(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  },
});
