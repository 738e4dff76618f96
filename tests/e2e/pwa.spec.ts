import { brands, expect, expectNoAxeViolations, t, test, type BrandFacts } from './support';
import type { Page } from '@playwright/test';

// The only browser tests with the site's service worker: the others block it (playwright.config.ts), as it would
// answer requests before `page.route` saw them.
test.use({ serviceWorkers: 'allow' });

/** Waits until the site's service worker controls the page (it registers after load and idle, then claims the page). */
async function controlledBySiteWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** The paths in the site's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** The browser's install offer as Chromium fires it; `prompt()` records that the site opened the browser's dialog. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test.describe('Installable site', () => {
  for (const brand of brands()) {
    test(`${brand.code}: its own manifest by hostname, and a service worker that never caches the platform's calls`, async ({ page }) => {
      await page.goto(brand.url);
      const manifest = page.locator('link[rel="manifest"]');
      await expect(manifest).toHaveAttribute('href', `/manifest/${brand.code}.webmanifest`, { timeout: 15_000 });
      // Fetched by the page: the brands' hostnames resolve in the browser, not in Node.
      const { type, body } = await page.evaluate(async (href) => {
        const response = await fetch(href);
        return { type: response.headers.get('content-type') ?? '', body: (await response.json()) as Record<string, unknown> };
      }, `/manifest/${brand.code}.webmanifest`);
      expect(type).toContain('manifest');
      expect(body).toMatchObject({ name: brand.name, short_name: brand.name, start_url: '/', display: 'standalone' });
      expect(body.icons).toEqual([expect.objectContaining({ src: `/merchants/${brand.code}/favicon.svg`, sizes: 'any' })]);

      expect(await controlledBySiteWorker(page)).toMatch(/\/sw\.js$/);
      // What this first visit loaded before the worker took the page is kept too, so one visit is enough to open offline.
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
      );
      expect(loaded.length).toBeGreaterThan(3);
      await expect.poll(() => cachedPaths(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(loaded));

      // A second load through the worker: the shell comes from its cache, the platform's calls from the network.
      await page.reload();
      await expect(page.getByRole('navigation', { name: t('nav_aria_games') })).toBeVisible();
      const cached = await cachedPaths(page);
      expect(cached).toContain('/index.html');
      expect(cached.filter((path) => /^\/(wps|lgw|__sandbox)\//.test(path))).toEqual([]);

      // Offline, a page of the site still opens: the worker answers with the precached shell and its first files.
      await page.context().setOffline(true);
      const response = await page.goto(`${brand.url}promotions`);
      expect(response?.fromServiceWorker()).toBe(true);
      expect(response?.status()).toBe(200);
      // The app itself starts from the cache and says the platform cannot be reached; back online, it opens by itself.
      await expect(page.getByRole('heading', { level: 1, name: t('unreachable_title') })).toBeVisible();
      await page.context().setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: t('unreachable_title') })).toHaveCount(0);
    });
  }

  test('the install button opens the browser install offer; "no" keeps it away on reload; axe', async ({ page }) => {
    const [brand] = brands() as [BrandFacts];
    await page.goto(brand.url);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1, { timeout: 15_000 });
    await offerInstall(page, 'dismissed');
    const offer = page.getByRole('region', { name: t('pwa_install_title').replace('{{brand}}', brand.name) });
    await expect(offer.getByRole('button', { name: t('pwa_install_button') })).toBeVisible();
    await expectNoAxeViolations(page);

    await offer.getByRole('button', { name: t('pwa_install_button') }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
    await expect(offer).toHaveCount(0);

    // Declined in the browser's dialog: not offered again on this device (for 14 days).
    await page.reload();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1, { timeout: 15_000 });
    await offerInstall(page, 'dismissed');
    await expect(page.getByRole('button', { name: t('pwa_install_button') })).toHaveCount(0);
  });

  test('a deploy landing while the site is open offers "a new version", and Reload moves the page onto it; axe', async ({ page }) => {
    const [brand] = brands() as [BrandFacts];
    await page.goto(brand.url);
    expect(await controlledBySiteWorker(page)).toMatch(/\/sw\.js$/);
    // A returning visitor: the page starts under the installed worker.
    await page.reload();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1, { timeout: 15_000 });

    // The new deploy's worker: the same scope from another script address, which the browser installs beside the
    // running one, where it waits.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=2').then(() => undefined));
    const update = page.getByRole('region', { name: t('pwa_update_title') });
    await expect(update.getByText(t('pwa_update_text'))).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    await Promise.all([page.waitForEvent('load'), update.getByRole('button', { name: t('pwa_update_reload') }).click()]);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js\?deploy=2$/);
  });
});
