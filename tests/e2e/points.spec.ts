import { expect, expectNoAxeViolations, scaled, test } from './support';
import { headerBalance, signInAsCopyOf } from './member-support';

// Each journey walks the mall and a dialog or a confirmation, each checked with axe.
test.describe.configure({ timeout: scaled(90_000) });

test.describe('Points mall', () => {
  test('redeems goods with a wrong fund password (nothing taken), then the right one (in process)', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    const summary = page.getByText('Your points', { exact: true }).first().locator('..');
    await expect(summary).toHaveText('Your points 12,680');
    await expect(page.getByRole('article', { name: 'Mobile load 50' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Redeem Mobile load 50' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Mobile load 50' });
    await dialog.getByLabel('Mobile number to receive it').fill('09171234567');
    await dialog.getByLabel('Fund password').fill('111111');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByLabel('Fund password')).toHaveAccessibleDescription('The fund password is wrong. Enter it again; nothing was taken.');
    await expect(dialog.getByLabel('Fund password')).toBeFocused();
    await expect(summary).toHaveText('Your points 12,680');
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Fund password').fill('246802');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByText('Your request for 1 load of Mobile load 50 is in process.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(summary).toHaveText('Your points 12,180');

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    await expect(page).toHaveURL(/[?&]tab=history/);
    const row = page.getByRole('row', { name: /Mobile load 50/ }).first();
    await expect(row.getByText('In process')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('converts points to cash through the confirmation; the header balance goes up', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/pointMall?tab=convert');
    await expect(headerBalance(page)).toHaveText('₱1,500.50');
    await page.getByLabel('Points to convert').fill('5000');
    await expect(page.getByText('Worth ₱50.00')).toBeVisible();
    await page.getByLabel('Fund password').fill('246802');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Confirm the conversion' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: 'I have checked the points and the cash amount.' }).check();
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByText('₱50.00 was added to your main wallet for 5,000 points.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,550.50');
    await expect(page.getByText('Your points', { exact: true }).first().locator('..')).toHaveText('Your points 7,680');

    await page.getByRole('tab', { name: 'Rules' }).click();
    await expect(page.getByRole('table', { name: 'Exchange rates: points earned' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
