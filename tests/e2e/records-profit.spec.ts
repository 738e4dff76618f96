import { brands, expect, expectNoAxeViolations, scaled, test } from './support';
import { headerBalance, signInAsCopyOf } from './member-support';

// Each test signs a fresh copy of member01 in (90 days of history).
test.describe.configure({ timeout: scaled(60_000) });

test('profit and loss draws the chart per day (uPlot, loaded on this page) next to the per-category table, with no axe violations', async ({ page, request }) => {
  await signInAsCopyOf(page, request, 'member01');
  await page.goto('/member/personalProfit');
  await expect(page.getByRole('columnheader', { name: 'Game category' })).toBeVisible({ timeout: 20_000 });
  const figure = page.getByRole('figure', { name: 'Profit and loss per day' });
  await expect(figure.locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByRole('table', { name: 'Profit and loss per day' }).getByRole('row')).toHaveCount(31);
  await expectNoAxeViolations(page);
});

test('manual rebate (Golden Lotus has MANPLAYREB3): a claim pays into the main wallet and the header balance follows without a reload', async ({ page, request }) => {
  const brand = brands().find((b) => b.code === 'goldenlotus')!;
  await signInAsCopyOf(page, request, 'member01', brand.code);
  await page.goto(new URL('member/manualRebate', brand.url).toString());
  const claimAll = page.getByRole('button', { name: 'Claim all' });
  await expect(claimAll).toBeEnabled({ timeout: 20_000 });
  const before = await headerBalance(page).getAttribute('aria-label');
  await claimAll.click();
  await page.getByRole('checkbox', { name: 'I claim this rebate now' }).check();
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByText(/rebate paid into your main wallet/)).toBeVisible();
  await expect(headerBalance(page)).not.toHaveAttribute('aria-label', before ?? '');
  await expect(page.getByText(/You can claim again at/)).toBeVisible();
  await expectNoAxeViolations(page);
});
