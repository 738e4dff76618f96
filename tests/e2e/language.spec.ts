import { t, expect, test } from './support';

test('switching to Tagalog changes the text at once and is remembered', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: t('nav_aria_games') });
  await expect(nav.getByRole('link', { name: t('nav_promotions'), exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: t('language_label') }).selectOption('TY');
  const navTy = page.getByRole('navigation', { name: t('nav_aria_games', 'TY') });
  await expect(navTy.getByRole('link', { name: t('nav_promotions', 'TY'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');

  await page.reload();
  await expect(navTy.getByRole('link', { name: t('nav_promotions', 'TY'), exact: true })).toBeVisible();
});
