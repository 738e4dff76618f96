import { expect, expectNoAxeViolations, scaled, test } from './support';
import { headerBalance, signInAsCopyOf } from './member-support';

// Each test signs a fresh copy of member01 in (90 days of bets in every category).
test.describe.configure({ timeout: scaled(60_000) });

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test.describe('Betting record', () => {
  test('cancelling a lottery order waiting for its draw: confirmation, toast, the header balance and the list follow', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/personalHistoryCopy');
    await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
    await page.getByRole('tab', { name: 'Lottery' }).click();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.getByRole('button', { name: 'Waiting for result' }).click();
    await expect(page).toHaveURL(/status=unsettled/);
    const cancel = page.getByRole('table').getByRole('button', { name: /^Cancel order/ }).first();
    await expect(cancel).toBeVisible();
    await expectNoAxeViolations(page);

    const orderNo = (await cancel.textContent())!.replace('Cancel order', '').trim();
    await expect(headerBalance(page)).toHaveAccessibleName(/₱/);
    const before = money(await headerBalance(page).getAttribute('aria-label') ?? await headerBalance(page).textContent());
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this lottery order?' });
    await expect(dialog).toContainText(orderNo);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();

    const toast = page.getByText(new RegExp(`Order ${orderNo} is cancelled: (₱[\\d,.]+) is back in your main wallet`));
    await expect(toast).toBeVisible();
    const refund = money(/(₱[\d,.]+)/.exec((await toast.textContent())!)![1]!);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Cancel order ${orderNo}` })).toBeHidden();
    await expect
      .poll(async () => money(await headerBalance(page).getAttribute('aria-label') ?? await headerBalance(page).textContent()))
      .toBeCloseTo(before + refund, 2);

    // The order now reads Cancelled among the settled ones.
    await page.getByRole('button', { name: 'Settled', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Order number' }).fill(orderNo);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table')).toContainText('Cancelled');
  });

  test('on a phone: cards, a bet opened from its card in a dialog, axe', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/personalHistoryCopy?type=SPORTS');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    const cards = page.getByRole('region', { name: 'Betting record: results' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await cards.getByRole('button', { name: /^Details/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Bet details' });
    await expect(dialog).toContainText('Selection');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
