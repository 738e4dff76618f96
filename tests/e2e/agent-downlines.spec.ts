import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scaled, test } from './support';
import { headerBalance, signInAsTeamCopyOf, type TeamCopy } from './member-support';

test.describe.configure({ timeout: scaled(90_000) });

const copyOf = (copy: TeamCopy, from: string) => copy.team.find((member) => member.from === from)!.account;
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function settledTable(page: Page) {
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

test.describe('Downline management', () => {
  test('drills down two levels and back up by the breadcrumb and Back; transfers to a level-3 downline and both balances move; axe clean', async ({ page, request }) => {
    const copy = await signInAsTeamCopyOf(page, request, 'agent01');
    const agent = copyOf(copy, 'agent01a1');
    const subAgent = copyOf(copy, 'agent01a1s');
    const member = copyOf(copy, 'agent01a1s1');

    await page.goto('/agentHome/downlineManagmentView');
    await expect(page.getByRole('heading', { level: 1, name: 'Downline management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your direct downlines' })).toBeVisible();
    await settledTable(page);
    await expectNoAxeViolations(page);

    // Level 1 → its agent's downlines (level 2) → that agent's own (level 3).
    await page.getByRole('searchbox', { name: 'Username' }).fill(agent);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `${agent} (open its 26 downlines)` }).click();
    await expect(page.getByRole('heading', { name: `Downlines of ${agent}` })).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('parent')).toBe(agent);
    await page.getByRole('link', { name: `${subAgent} (open its 15 downlines)` }).click();
    await expect(page.getByRole('heading', { name: `Downlines of ${subAgent}` })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Downline levels' }).getByRole('listitem');
    await expect(crumbs).toHaveText([`${copy.account} (you)`, agent, subAgent]);
    await settledTable(page);
    await expectNoAxeViolations(page);

    // Transfer 100.00 to a member three levels down: the header drops, the member's row rises.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: member, exact: true }) });
    const memberBefore = minor((await row.getByRole('cell').nth(2).textContent()) ?? '');
    await expect(headerBalance(page)).toBeVisible();
    const agentBefore = minor((await headerBalance(page).getAttribute('aria-label')) ?? (await headerBalance(page).textContent()) ?? '');
    await row.getByRole('button', { name: `Transfer (${member})` }).click();
    const dialog = page.getByRole('dialog', { name: `Transfer to ${member}` });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
    await dialog.getByLabel('Fund password').fill('246802');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm transfer to downline' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: 'I have checked the downline and the amount.' }).check();
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await expect(dialog.getByText(`The transfer is successful, ${copy.account} transfers to the downline ${member}, amount: ₱100.00.`)).toBeVisible();
    await expect.poll(async () => minor((await headerBalance(page).getAttribute('aria-label')) ?? (await headerBalance(page).textContent()) ?? '')).toBe(agentBefore - 10_000);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => minor((await row.getByRole('cell').nth(2).textContent()) ?? '')).toBe(memberBefore + 10_000);

    // Back up: the breadcrumb to level 2, the browser's Back to level 3, the breadcrumb to the top.
    await page.getByRole('navigation', { name: 'Downline levels' }).getByRole('link', { name: agent }).click();
    await expect(page.getByRole('heading', { name: `Downlines of ${agent}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: `Downlines of ${subAgent}` })).toBeVisible();
    await page.getByRole('link', { name: `${copy.account} (you)` }).click();
    await expect(page.getByRole('heading', { name: 'Your direct downlines' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Downline levels' })).toHaveCount(0);
  });
});
