import { brands, expect, expectNoAxeViolations, scaled, test } from './support';
import { signInAsCopyOf } from './member-support';

// Signing in and checking each screen with axe takes longer than a single-screen test.
test.describe.configure({ timeout: scaled(60_000) });

test.describe('Member centre', () => {
  test('a new member sets a fund password in the security centre and the completeness rises', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member02');
    await page.goto('/member/securityCenter');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Security completeness' });
    await expect(meter).toHaveAttribute('value', '37');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Set fund password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set fund password' });
    await dialog.getByLabel('New fund password', { exact: true }).fill('135791');
    await dialog.getByLabel('Confirm the new fund password').fill('135791');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Set fund password' }).click();
    await expect(dialog).toBeHidden();
    await expect(meter).toHaveAttribute('value', '50');
    await expect(page.getByRole('button', { name: 'Change fund password' })).toBeVisible();
  });

  for (const brand of brands()) {
    test(`${brand.name}: a visitor sent to a member page is asked to sign in, and the page passes axe`, async ({ page }) => {
      await page.goto(new URL('/member/withdraw', brand.url).href);
      await expect(page.getByText('Please sign in to see this page.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('Golden Lotus shows the member centre over the current screen from the header', async ({ page, request }) => {
    const goldenLotus = brands().find((b) => b.code === 'goldenlotus')!;
    await signInAsCopyOf(page, request, 'member01', 'goldenlotus');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(new URL('/fish', goldenLotus.url).href);
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/fish');
    await expect(dialog.getByRole('navigation', { name: 'Member centre' })).toBeVisible();
    // A single-wallet brand has no wallet page.
    await expect(dialog.getByRole('button', { name: 'Wallet' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('Member centre on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every built page fits the phone: nothing widens the page, so it opens at full size rather than zoomed out', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    for (const name of ['securityCenter', 'depositv2', 'withdraw', 'personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails', 'messageV2']) {
      await page.goto(`/member/${name}`);
      await expect(page.getByRole('navigation', { name: 'Member centre' })).toBeVisible();
      // Each page has drawn its content (its own headings, lists or forms) before it is measured.
      await expect(page.locator('.member-centre__page').getByRole('button').first()).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    }
  });
});
