import { expect, expectNoAxeViolations, scaled, test } from './support';
import { headerBalance, signInAsCopyOf } from './member-support';

// Each journey walks several tabs of the rewards centre, each checked with axe.
test.describe.configure({ timeout: scaled(60_000) });

test.describe('Rewards centre', () => {
  test("claim today's sign-in, redeem a promo code and open a ticket: the header balance follows each", async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/rewardCenter');
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards centre' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,500.50');
    await expect(page.getByRole('button', { name: 'Claim rescue fund ₱200.00' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Daily sign-in: today is day 4 of the cycle (₱15.00); the member deposited and bet enough today.
    await page.getByRole('tab', { name: 'Daily sign-in' }).click();
    await expect(page).toHaveURL(/\?tab=signin$/);
    const today = page.getByRole('list', { name: 'Sign-in days' }).getByRole('listitem').nth(3);
    await expect(today).toContainText('Today');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: "Claim today's reward ₱15.00" }).click();
    await expect(page.getByText("Today's sign-in reward of ₱15.00 is in your main wallet.")).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,515.50');
    await expect(today).toContainText('Claimed');
    await expect(page.getByText("Today's reward is claimed. Come back tomorrow.")).toBeVisible();

    // Promo code: a used one is refused under the field, a valid one credits at once.
    await page.getByRole('tab', { name: 'Promo code' }).click();
    const code = page.getByRole('textbox', { name: 'Promo code' });
    await code.fill('FIRSTDEP50');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(code).toHaveAccessibleDescription(/You have already redeemed this promo code\./);
    await code.fill('lucky88');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('₱88.00 from Lucky 88 code is in your main wallet.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₱1,603.50');
    await expectNoAxeViolations(page);

    // Ticket: the red envelope opens in a dialog that announces the prize.
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('button', { name: 'Open Red envelope' }).click();
    const dialog = page.getByRole('dialog', { name: 'Red envelope' });
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(/^You won ₱[\d,.]+! It is in your main wallet\.$/);
    await expectNoAxeViolations(page);
    const prize = Number(/₱([\d,.]+)/.exec((await status.textContent()) ?? '')![1]!.replace(/,/g, ''));
    const expected = (1603.5 + prize).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(headerBalance(page)).toHaveText(`₱${expected}`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('3 tickets to open.')).toBeVisible();

    // The claim history lists today's sign-in reward.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: /Claim history/ }).getByText('Daily sign-in: day 4').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('missions: progress, a completed mission sends to the rewards centre, the leaderboard; axe', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/missionLeaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
    await expect(page.getByText('4 of 6 missions completed · 210 points this week')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Top players this week by mission points' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('listitem', { name: 'Deposit today' }).getByRole('link', { name: 'Claim the reward in the rewards centre' }).click();
    await expect(page).toHaveURL(/\/member\/rewardCenter$/);
    await expect(page.getByRole('button', { name: /^Claim ₱10\.00: Mission: Deposit today$/ })).toBeVisible();
  });
});
