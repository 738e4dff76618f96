import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoAxeViolations, scaled, test } from './support';
import { headerBalance, sandboxDeposits, signInAsCopyOf } from './member-support';

// Money flows walk several screens, each checked with axe: more time than a single-screen test.
test.describe.configure({ timeout: scaled(60_000) });

test.describe('Deposit', () => {
  test('by QR image: the QR and amount show, and once paid the header balance goes up', async ({ page, request }) => {
    const { account } = await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/depositv2');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,500.50');
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
    await expect(headerBalance(page)).toHaveText('₱2,000.50');
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
    await expect(headerBalance(page)).toHaveText('₱1,800.50');
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
    await expect(headerBalance(page)).toHaveText('₱2,500.50');
  });
});

test.describe('Wallet', () => {
  test('a transfer from the main wallet to a game wallet shows in the header balance', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/transferFund');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,500.50');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Transfer in to PG Soft' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('300.50');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('₱300.50 moved from Main wallet to PG Soft.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,200.00');
    await expect(page.getByLabel('PG Soft balance ₱300.50')).toBeVisible();
  });
});

test.describe('Withdraw', () => {
  test('a wrong fund password keeps the withdrawal; the right one submits it and the header balance drops', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/withdraw');
    await expect(page.getByRole('radio', { name: /BDO Unibank \*\*\*\* 4821/ })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Fund password').fill('111111');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm withdrawal' })).toBeVisible();
    const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
    await expect(withdraw).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I have checked the account and the amounts' }).check();
    await expectNoAxeViolations(page);
    await withdraw.click();

    await expect(page.getByText('The fund password is wrong. Try again.')).toBeVisible();
    await expect(page.getByText('Withdrawal of ₱1,000.00')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,500.50');
    await page.getByLabel('Fund password').fill('246802');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'I have checked the account and the amounts' }).check();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱500.50');
  });

  test('turnover not met shows what is still to play by game type', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'turnover01');
    await page.goto('/member/withdraw');
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Fund password').fill('246802');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'I have checked the account and the amounts' }).check();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Turnover not reached yet' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Turnover by game type' });
    await expect(table.getByRole('row', { name: /RNG/ }).getByRole('cell')).toHaveText(['₱5,000.00', '₱1,250.50', '₱3,749.50']);
    await expectNoAxeViolations(page);
  });

  test('a member without a card adds one, which also sets the fund password, and sees it masked', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member02');
    await page.goto('/member/withdraw');
    await page.getByRole('tab', { name: 'Bank cards' }).click();
    await expect(page.getByText('No card yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByRole('combobox', { name: 'Bank or e-wallet' }).selectOption({ label: 'BDO Unibank' });
    await form.getByRole('textbox', { name: 'Account holder name' }).fill('Maria Santos');
    await form.getByRole('textbox', { name: 'Account number' }).fill('1234567890');
    await form.getByLabel('New fund password').fill('135790');
    await form.getByLabel('Confirm fund password').fill('135790');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Add card' }).click();

    const list = page.getByRole('list', { name: 'Your cards' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('**** 7890')).toBeVisible();
    await expect(list.getByText(/1234567890/)).toHaveCount(0);
  });
});

test.describe('Withdrawal confirmation', () => {
  test('a payout answered as partly received, with a proof image, leaves the list', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'payout01');
    await page.goto('/member/withdraw');
    await page.getByRole('tab', { name: /Payouts to confirm/ }).click();
    await expect(page.getByText('The payment has been disbursed, please click whether it has been received.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Partly received' }).click();
    await page.getByRole('textbox', { name: 'Received amount' }).fill('400.50');
    await expect(page.getByText(/Remaining amount/)).toContainText('599.50');
    // A small real PNG (1×1), as a phone's screenshot of the bank record would be.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    // The file input itself (a button named by the field's legend and its Choose label).
    await page.getByRole('button', { name: 'Proof images (optional) Choose images' }).setInputFiles({ name: 'bank-record.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: /bank-record\.png/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    const confirm = page.getByRole('region', { name: 'Confirm your answer' });
    await confirm.getByRole('checkbox', { name: 'I have checked my account and my answer is correct.' }).check();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/marked as partly received: .*400\.50 received, .*599\.50 remaining/)).toBeVisible();
    await page.getByRole('button', { name: 'Back to payouts' }).click();
    await expect(page.getByText('No payouts are waiting for your answer.')).toBeVisible();
  });
});

test.describe('Transfer to upline', () => {
  test('asks for the fund password again after a wrong one, then shows the platform success text', async ({ page, request }) => {
    const { account } = await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/transferUpline');
    await expect(page.getByText('agent01')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByLabel('Fund password').fill('111111');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'I have checked the upline and the amount.' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('The fund password is wrong. Enter it again.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');

    await page.getByLabel('Fund password').fill('246802');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'I have checked the upline and the amount.' }).check();
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText(`The transfer is successful, ${account} transfers to the Upline agent01, amount: ₱100.00.`)).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,400.50');
  });
});

test.describe('Naughty strings', () => {
  const strings = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'naughty-strings.json'), 'utf8')) as { strings: string[] }).strings;
  // The ones a browser could run: markup, script URLs and template syntax.
  const runnable = strings.filter((s) => /[<>]|javascript:|\{\{|\$\{/i.test(s));

  test("typed into the card form's text fields (and sent), they stay as typed and run nothing", async ({ page, request }) => {
    expect(runnable.length).toBeGreaterThan(3);
    const ran: string[] = [];
    page.on('dialog', (dialog) => {
      ran.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAsCopyOf(page, request, 'member02');
    await page.goto('/member/withdraw');
    await page.getByRole('tab', { name: 'Bank cards' }).click();
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByRole('combobox', { name: 'Bank or e-wallet' }).selectOption({ label: 'BDO Unibank' });
    for (const text of runnable) {
      for (const name of ['Account holder name', 'Account number']) {
        const field = form.getByRole('textbox', { name });
        await field.fill(text);
        await expect(field).toHaveValue(text);
      }
      await form.getByRole('button', { name: 'Add card' }).click();
      await expect(form.getByRole('textbox', { name: 'Account holder name' })).toHaveValue(text);
    }
    expect(ran, 'nothing typed ran as script').toEqual([]);
  });
});
