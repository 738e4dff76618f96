import { t, expect, test } from './support';

test.describe('Routes', () => {
  for (const path of ['/lottery', '/seaLottery', '/vnLottery']) {
    test(`${path} without a login token lands on /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('a screen of a later issue says plainly that it is not built yet', async ({ page }) => {
    await page.goto('/seamless/demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(t('coming_soon_text'))).toBeVisible();
  });

  test('nav links navigate and scroll to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: t('nav_aria_games') }).getByRole('link', { name: t('nav_promotions'), exact: true }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a screen whose chunk fails to download shows the chunk-load message, and Retry recovers once the network is back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // A flaky network (or an old tab after a deploy): the fishing page's chunk does not arrive.
    await page.route('**/assets/category-page-*.js', (route) => route.abort('failed'));
    await page.getByRole('navigation', { name: t('nav_aria_games') }).getByRole('link', { name: t('nav_fish'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('chunk_load_error') })).toBeVisible();
    await expect(page.getByText(t('chunk_load_error_text'))).toBeVisible();

    await page.unroute('**/assets/category-page-*.js');
    await page.getByRole('button', { name: t('btn_retry') }).click();
    await expect(page).toHaveURL(/\/fish$/);
    await expect(page.getByRole('heading', { level: 1, name: t('nav_fish') })).toBeVisible();
  });
});
