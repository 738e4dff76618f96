import { brands, cssColor, expectNoAxeViolations, t, expect, test } from './support';

for (const brand of brands()) {
  test.describe(`Brand ${brand.code}`, () => {
    test('boots with its own name, colours and nav', async ({ page }) => {
      await page.goto(brand.url);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: brand.name }).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(brand.name));

      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
      expect(await cssColor(page, primary)).toBe(await cssColor(page, brand.primary));

      const nav = page.getByRole('navigation', { name: t('nav_aria_games') });
      const links = nav.getByRole('link');
      await expect(links.first()).toHaveText(t('nav_home'));
      await expect(nav.getByRole('link', { name: t('nav_promotions'), exact: true })).toBeVisible();
      expect(await links.count()).toBeGreaterThan(4);
    });

    test('has no axe violations on the home screen', async ({ page }) => {
      await page.goto(brand.url);
      await expect(page.getByRole('navigation', { name: t('nav_aria_games') }).getByRole('link').nth(3)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("a visitor's scripts carry its own brand's config and no other brand's", async ({ page }) => {
  const all = brands();
  for (const brand of all) {
    const scripts: Promise<string>[] = [];
    const listen = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    };
    page.on('response', listen);
    await page.goto(brand.url);
    await expect(page.getByRole('banner').getByRole('link', { name: brand.name }).first()).toBeVisible();
    page.off('response', listen);
    const code = (await Promise.all(scripts)).join('\n');
    // Each brand file names its own domains: a new brand folder adds nothing to another brand's downloads.
    expect(all.filter((b) => code.includes(`${b.code}.localhost`)).map((b) => b.code)).toEqual([brand.code]);
  }
});

test('the two brands look different before any script of the app runs', async ({ page }) => {
  const [a, b] = brands();
  if (!a || !b) throw new Error('at least two brands are configured');
  const seen: string[] = [];
  for (const brand of [a, b]) {
    // Block the app's scripts: only the inline pre-paint script may set the brand's colours.
    await page.route('**/src/**', (route) => route.abort());
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(brand.url);
    seen.push(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()),
    );
    await page.unrouteAll();
  }
  expect(await cssColor(page, seen[0]!)).toBe(await cssColor(page, a.primary));
  expect(await cssColor(page, seen[1]!)).toBe(await cssColor(page, b.primary));
});
