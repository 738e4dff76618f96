import type { Page } from '@playwright/test';
import { signInAsCopyOf } from './member-support';
import { brands, expect, messages, t, test } from './support';

// The home page draws from the texts the first screen needs (texts-<CODE>); the rest (texts-<CODE>-more) comes with
// the first other screen or popup (scripts/locales-vite-plugin.ts START_NAMESPACES). A text of home missing from the
// start part would either show as its key or fetch the rest on home: both are caught here.
const MORE_TEXTS = /\/assets\/texts-[A-Z]{2}-more-/;
const KEYS = Object.keys(messages('EN'));

/** Counts the requests for the rest of the texts from now on. */
function countMoreTexts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (MORE_TEXTS.test(request.url())) count += 1;
  });
  return () => count;
}

/** Text keys a person could meet on the page: in its text or in the names and hints of its elements. */
function keysShown(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const known = new Set(keys);
    const words: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) words.push(el.getAttribute(name) ?? '');
    return [...new Set(words.flatMap((text) => text.split(/[^A-Za-z0-9_]+/)).filter((word) => known.has(word)))];
  }, KEYS);
}

test.describe('Texts', () => {
  for (const brand of brands()) {
    test(`${brand.name}: a visitor's home page is whole without the rest of the texts, which come with the register popup`, async ({ page }) => {
      const moreTexts = countMoreTexts(page);
      await page.goto(brand.url);
      await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await keysShown(page)).toEqual([]);
      expect(moreTexts()).toBe(0);

      await page.getByRole('banner').getByRole('button', { name: t('layout_register') }).click();
      await expect(page.getByRole('dialog', { name: t('auth_register_title') })).toBeVisible();
      expect(moreTexts()).toBeGreaterThan(0);
      expect(await keysShown(page)).toEqual([]);
    });
  }

  test("a member's home page is whole without the rest of the texts", async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    const moreTexts = countMoreTexts(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Refresh balance:/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await keysShown(page)).toEqual([]);
    expect(moreTexts()).toBe(0);
  });
});
