import { expectNoAxeViolations, t, expect, test } from './support';

test.describe('System status', () => {
  test('maintenance replaces the app with a full page that can refresh', async ({ page }) => {
    await page.goto('/?scenario=maintenance');
    await expect(page.getByRole('heading', { level: 1, name: t('game_maintenance') })).toBeVisible();
    await expect(page.getByText(t('info_maintenance'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('btn_refresh') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('customer_service') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('nav_aria_games') })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a blocked region shows the visitor IP and customer service', async ({ page }) => {
    await page.goto('/?scenario=region-blocked');
    await expect(page.getByRole('heading', { level: 1, name: t('blockip') })).toBeVisible();
    await expect(page.getByText(/\b\d{1,3}(\.\d{1,3}){3}\b/)).toBeVisible();
    await expect(page.getByText(t('info_ip_block'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('customer_service') })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a failed domain check says to contact customer service and can retry', async ({ page }) => {
    await page.goto('/?scenario=domain-error');
    const retry = page.getByRole('button', { name: t('btn_retry') });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('link', { name: t('customer_service') })).toBeVisible();
    await expectNoAxeViolations(page);
    // The platform recovers (the scenario cookie goes), then Retry brings the site up without a reload.
    await page.context().clearCookies();
    await retry.click();
    await expect(page.getByRole('navigation', { name: t('nav_aria_games') })).toBeVisible();
  });
});
