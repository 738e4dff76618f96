import { expect, expectNoAxeViolations, test } from './support';
import { headerBalance, sandboxDeposits, signInAsCopyOf } from './member-support';

// Money flows walk several screens, each checked with axe: more time than a single-screen test.
test.describe.configure({ timeout: 60_000 });

test.describe('Deposit', () => {
  test('by QR image: the QR and amount show, and once paid the header balance goes up', async ({ page, request }) => {
    const { account } = await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/depositv2');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,750.75');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Amount ₱500.00' }).click();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Scan to pay' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code to pay ₱500.00' })).toBeVisible();
    await expectNoAxeViolations(page);

    const [deposit] = await sandboxDeposits(request, account);
    expect((await request.post(`/__sandbox/deposits/${deposit!.depositId}/pay`)).ok()).toBe(true);
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱2,250.75');
  });

  test("by redirect: the provider's page opens, is paid there, and 'I have paid' shows the new balance", async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/depositv2');
    await page.getByRole('radio', { name: /Maya Pay/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('300');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const provider = await popup;
    await provider.getByRole('button', { name: 'Pay' }).click();
    await expect(provider.getByText(/paid/i).first()).toBeVisible();
    await provider.close();

    await expect(page.getByRole('heading', { name: 'Did you pay?' })).toBeVisible();
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect(headerBalance(page)).toHaveText('₱2,050.75');
  });

  test('by manual transfer: the receiving account with copy buttons, credited once the transfer arrives', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { account } = await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/depositv2');
    await page.getByRole('button', { name: /Bank transfer/ }).click();
    await page.getByRole('combobox', { name: 'Bank to transfer to' }).selectOption('BPI');
    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await page.getByRole('textbox', { name: 'Your account name' }).fill('Juan Dela Cruz');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Transfer to this account' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy account number' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('3091045782');
    await expectNoAxeViolations(page);

    const [deposit] = await sandboxDeposits(request, account);
    await request.post(`/__sandbox/deposits/${deposit!.depositId}/pay`);
    await page.getByRole('button', { name: 'I have transferred' }).click();
    await expect(headerBalance(page)).toHaveText('₱2,750.75');
  });
});
