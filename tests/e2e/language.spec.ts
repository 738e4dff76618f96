import { brands, expectNoAxeViolations, t, expect, test } from './support';
import { signInAsCopyOf } from './member-support';

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

test('Golden Lotus in Vietnamese: the site, the header balance in dong and the member centre read in Vietnamese, axe clean', async ({ page, request }) => {
  // Three full loads of the site (home, the member page, a reload) and two axe runs.
  test.slow();
  const goldenLotus = brands().find((b) => b.code === 'goldenlotus')!;
  await signInAsCopyOf(page, request, 'member01', 'goldenlotus');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(goldenLotus.url);
  await page.getByRole('combobox', { name: t('language_label') }).selectOption('VI');

  const nav = page.getByRole('navigation', { name: t('nav_aria_games', 'VI') });
  await expect(nav.getByRole('link', { name: t('nav_promotions', 'VI'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // Dong after the amount, dots between thousands, a comma before the decimals: "Làm mới số dư: 1.750,75 ₫".
  await expect(page.getByRole('button', { name: new RegExp(`^${t('header_balance_refresh', 'VI')}: \\d{1,3}(\\.\\d{3})*,\\d{2}\\s₫$`) })).toBeVisible();
  // The home screen itself, not only the header over its loading bar (the app's own heading, not the start-up skeleton's).
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: goldenLotus.name })).toBeAttached();
  await expectNoAxeViolations(page);

  await page.goto(new URL('/member/transactionHistory', goldenLotus.url).href);
  const dialog = page.getByRole('dialog', { name: t('txn_title', 'VI') });
  await dialog.getByRole('button', { name: t('report_preset_last7', 'VI') }).click();
  await expect(dialog.getByRole('button', { name: t('report_preset_last7', 'VI') })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('columnheader', { name: t('txn_col_balance', 'VI') })).toBeVisible();
  await expect(dialog.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('table').getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(dialog.getByRole('table').getByRole('row').nth(1)).toContainText(/,\d{2}\s₫/);
  await expectNoAxeViolations(page);

  // Chosen once, kept after a reload.
  await page.reload();
  await expect(page.getByRole('dialog', { name: t('txn_title', 'VI') })).toBeVisible();
});
