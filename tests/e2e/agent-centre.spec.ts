import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scaled, test } from './support';
import { signInAsCopyOf, signInWith } from './member-support';

// The whole team's numbers make the sandbox generate 500+ members' histories on first use.
test.describe.configure({ timeout: scaled(90_000) });

/** Signs the page in as a seeded agent (read-only journeys). */
const signInAs = (page: Page, request: APIRequestContext, account: string) => signInWith(page, request, account, 'Passw0rd!');

interface Overview {
  teamSize: number; newMembers: number; activeMembers: number; teamBalance: number; depositAmount: number; withdrawAmount: number;
  betAmount: number; validBetAmount: number; profitAndLoss: number;
}

/** What the page must show for the sandbox's own totals (the site's formats: en-PH grouping, ₱ with 2 decimals). */
function expectedFigures(value: Overview): Record<string, string> {
  const count = (n: number) => new Intl.NumberFormat('en-PH').format(n);
  const money = (n: number) =>
    new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  return {
    'Team size': count(value.teamSize), 'New members': count(value.newMembers), 'Active members': count(value.activeMembers),
    'Team balance': money(value.teamBalance), Deposits: money(value.depositAmount), Withdrawals: money(value.withdrawAmount),
    Bets: money(value.betAmount), 'Valid bets': money(value.validBetAmount), 'Profit and loss': money(value.profitAndLoss),
  };
}

async function shownFigures(page: Page): Promise<Record<string, string>> {
  const figures = page.locator('dl[aria-busy="false"]');
  await expect(figures.getByRole('definition').first()).toBeVisible({ timeout: 60_000 });
  const out: Record<string, string> = {};
  for (const item of await figures.locator('> div').all())
    out[(await item.getByRole('term').textContent())!] = (await item.getByRole('definition').textContent())!;
  return out;
}

/** The overview call's range and scope as the page sent them, then the sandbox's totals for exactly those. */
async function sandboxTotals(request: APIRequestContext, sent: URL): Promise<Overview> {
  const q = sent.searchParams;
  const response = await request.get(`/__sandbox/agents/agent01/overview?from=${q.get('startTime')}&to=${q.get('endTime')}&scope=${q.get('scope')}`);
  return (await response.json()) as Overview;
}

/**
 * The page shows the sandbox's totals for the call it made. Tests beside this one add members to agent01's team, so
 * a page that asked before such a change is reloaded until what it shows is the sandbox's count for its call.
 */
async function expectSandboxTotals(page: Page, request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const asked = page.waitForRequest(/ODSFE2_getTeamOverviewSum/);
        await page.reload();
        const shown = await shownFigures(page);
        const expected = expectedFigures(await sandboxTotals(request, new URL((await asked).url())));
        return JSON.stringify(shown) === JSON.stringify(expected) ? 'the same' : `shown ${JSON.stringify(shown)}, sandbox ${JSON.stringify(expected)}`;
      },
      { timeout: scaled(60_000) },
    )
    .toBe('the same');
}

test.describe('Agent centre', () => {
  test("agent01's team overview shows the sandbox's totals for direct downlines and the whole team; menu and page pass axe", async ({ page, request }) => {
    await signInAs(page, request, 'agent01');
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Agent centre' });
    await expect(menu.getByRole('link', { name: 'Real-time salary' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dividend' })).toBeVisible();
    await expectSandboxTotals(page, request);
    await expectNoAxeViolations(page);

    const whole = page.waitForRequest((r) => r.url().includes('ODSFE2_getTeamOverviewSum') && r.url().includes('scope=all'));
    await page.getByRole('radio', { name: 'Whole team' }).click();
    await expect(page.getByRole('radio', { name: 'Whole team' })).toBeChecked();
    await expect(page).toHaveURL(/scope=all/);
    await whole;
    await expect(page.getByRole('heading', { level: 2, name: /^Whole team, / })).toBeVisible();
    // The whole team's figures come once the sandbox has its 500+ members' histories; then page and sandbox agree.
    await shownFigures(page);
    await expectSandboxTotals(page, request);
    const teamSize = Number((await shownFigures(page))['Team size']!.replace(/,/g, ''));
    expect(teamSize).toBeGreaterThanOrEqual(500);
  });

  test('a member is refused at /agentHome and a visitor gets the agent sign-in', async ({ page, request, browser }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/agentHome');
    await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
    await expect(page.getByRole('navigation', { name: 'Agent centre' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const visitor = await browser.newPage();
    await visitor.goto('/agentHome/agentTeamOverview');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Agent sign in' })).toBeVisible();
    await expect(visitor.getByText('Team size')).toHaveCount(0);
    await visitor.close();
  });

  test('the menu follows the contracts held: agent02 sees the daily salary it holds, not the dividend it is only offered', async ({ page, request }) => {
    await signInAs(page, request, 'agent02');
    await page.goto('/agentHome/agentAnnouncement');
    const menu = page.getByRole('navigation', { name: 'Agent centre' });
    await expect(menu.getByRole('link', { name: 'Daily salary' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dividend' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Hourly salary' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Real-time salary' })).toHaveCount(0);
  });

  test('an agent opens an announcement, which is then read, and the page passes axe', async ({ page, request }) => {
    await signInAs(page, request, 'agent42');
    await page.goto('/agentHome/agentAnnouncement');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    const count = page.getByText(/^\d+ unread$/);
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())!.split(' ')[0]);
    // The first one still unread (the preview's sandbox may have served an earlier run).
    const unread = page.getByRole('heading', { level: 2, name: / New$/ }).first();
    const title = (await unread.textContent())!.replace(/ New$/, '');
    const item = page.getByRole('article', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await item.getByRole('button', { name: 'Read' }).click();
    await expect(item.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    await expect(item.locator('.agent-ann__body p').first()).toBeVisible();
    await expect(page.getByText(before > 1 ? `${before - 1} unread` : 'All announcements are read.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
