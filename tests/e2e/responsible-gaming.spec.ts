import { signInDialog, solveSlider, withoutAnnouncementPopups } from './auth-support';
import { expect, expectNoAxeViolations, scaled, test } from './support';
import { signInAsCopyOf } from './member-support';

// Each journey uses its own copy of member01: limits and time-outs are per account.
test.describe.configure({ timeout: scaled(90_000) });
test.beforeEach(async ({ page }) => withoutAnnouncementPopups(page));

test.describe('Responsible gaming', () => {
  test('a reality-check interval set on the page brings the check after it passes; a click outside does not close it', async ({ page, request }) => {
    // The page's clock is Playwright's: 15 minutes pass at once, without a shorter interval in the product.
    await page.clock.install();
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/responsibleGaming');
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    await expect(page.getByText('You must be 18 or older to register and play at Lucky Star.')).toBeVisible();
    await page.getByRole('radio', { name: '15 minutes' }).check();
    await expect(page.getByText('You will get a reality check every 15 minutes.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.clock.fastForward('15:05');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('0 h 15 min', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Profit or loss this session')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue playing', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('a daily deposit limit set on the page refuses a deposit over it', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/responsibleGaming');
    const daily = page.getByRole('article', { name: 'Daily limit' });
    await daily.getByRole('textbox', { name: 'New Daily limit' }).fill('300');
    await daily.getByRole('button', { name: 'Set Daily limit' }).click();
    await expect(daily.getByText('Your new limit applies now.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/member/depositv2');
    await page.getByRole('button', { name: 'Amount ₱500.00' }).click();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText(/This deposit would go over the deposit limit you set/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Responsible gaming: deposit limits and other tools' }).click();
    await expect(page.getByRole('article', { name: 'Daily limit' }).getByText('Limit', { exact: true }).locator('+ dd')).toHaveText('₱300.00');
  });

  test('a time-out signs the member out and sign-in is refused with its end date', async ({ page, request }) => {
    const { account } = await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/responsibleGaming');
    await page.getByRole('button', { name: 'Take a time-out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your time-out' });
    await expect(confirm.getByText('You are taking a time-out of 24 hours. It cannot be cancelled or shortened.')).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByLabel('Password').fill('Passw0rd!');
    await confirm.getByRole('button', { name: 'Start time-out' }).click();
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Register', exact: true })).toBeVisible();

    // The ended session may already have opened the sign-in popup (a call answered login.not.session); else open it.
    const dialog = signInDialog(page);
    await expect(async () => {
      if (!(await dialog.isVisible())) await banner.getByRole('button', { name: 'Sign in', exact: true }).click({ timeout: 1000 });
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(account);
    await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await solveSlider(page);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByText(/^Your account is on a time-out until \d\d\/\d\d\/\d{4} \d\d:\d\d \(UTC\)\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
