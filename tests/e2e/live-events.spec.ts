import type { Page } from '@playwright/test';
import { brands, expect, expectNoAxeViolations, scaled, test } from './support';
import { headerBalance, signInAsCopyOf } from './member-support';

test.describe.configure({ timeout: scaled(60_000) });

/**
 * Resolves once the server has answered the page's hello with ready: events published from then on are pushed to the
 * page (the hello leaving the browser is not enough: the server may read the test's next request first).
 */
async function liveReady(page: Page): Promise<void> {
  const socket = await page.waitForEvent('websocket', (ws) => ws.url().endsWith('/wps/sandbox-im'));
  await socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"'));
}

test.describe('Live notifications', () => {
  test('a deposit credited by the sandbox shows a toast and updates the header balance without a reload', async ({ page, request }) => {
    const { account } = await signInAsCopyOf(page, request, 'member01');
    const connected = liveReady(page);
    await page.goto('/');
    await expect(headerBalance(page)).toHaveText('₱1,500.50');
    // Gone after a reload: proves the page never reloaded.
    await page.evaluate(() => Object.assign(window, { livePageMarker: true }));

    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const made = await request.post('/wps/relay/MCSFE_depositByQRImageUrl', {
      headers: { Merchant: 'luckystar', Device: 'web', Language: 'EN', Authorization: token ?? '' },
      data: { targetUsername: account, amount: 500, bankCode: 'GCASH', bankType: 'EWALLET', showQrImageOnly: 1, vendorId: 501, mcsBankCode: 'GCASHQR' },
    });
    const { value } = (await made.json()) as { value: { depositId: string } };
    await connected;
    expect((await request.post(`/__sandbox/deposits/${value.depositId}/pay`)).ok()).toBe(true);

    const notifications = page.getByRole('region', { name: /^Notifications/ });
    await expect(notifications.getByText(/^Your ₱500\.00 deposit request at .+ has been credited\.$/)).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱2,000.50');
    expect(await page.evaluate(() => (window as { livePageMarker?: boolean }).livePageMarker)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("a payout waiting for the member's answer: the toast's action opens the withdraw page on its payouts tab", async ({ page, request }) => {
    const { account } = await signInAsCopyOf(page, request, 'member01');
    const connected = liveReady(page);
    await page.goto('/');
    await expect(headerBalance(page)).toBeVisible();
    await connected;
    const published = await request.post('/__sandbox/events', {
      data: { account, type: 'payout.pending', payload: { transactionId: 'W1', amount: 750, confirmMinutes: 30 } },
    });
    expect(published.ok()).toBe(true);

    const notifications = page.getByRole('region', { name: /^Notifications/ });
    await expect(notifications.getByText(/^The payment of ₱750\.00 has been disbursed\./)).toBeVisible();
    await notifications.getByRole('button', { name: 'Confirm receipt' }).click();

    await expect(page).toHaveURL(/\/member\/withdraw\?tab=payouts$/);
    await expect(page.getByRole('tab', { name: /Payouts to confirm/, selected: true })).toBeVisible();
  });

  test('on a brand that shows the member centre as a popup, the payout toast opens it on the payouts tab', async ({ page, request }) => {
    const goldenLotus = brands().find((b) => b.code === 'goldenlotus')!;
    const { account } = await signInAsCopyOf(page, request, 'member01', 'goldenlotus');
    const connected = liveReady(page);
    await page.goto(goldenLotus.url);
    await connected;
    await request.post('/__sandbox/events', { data: { account, type: 'payout.pending', payload: { transactionId: 'W1', amount: 750_000, confirmMinutes: 30 } } });

    await page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Confirm receipt' }).click();

    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await expect(dialog.getByRole('tab', { name: /Payouts to confirm/, selected: true })).toBeVisible();
  });
});
