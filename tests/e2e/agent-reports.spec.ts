import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scaled, test } from './support';
import { parseCsv } from '../support/csv-reader';

// agent01's team is 510 members: the sandbox generates their histories on the first report it answers (seconds on a
// busy machine), once per server. The tests only read, so they share the seeded agent01 rather than a copy (a copy has
// no team).
test.describe.configure({ timeout: scaled(120_000) });
const FIRST_ANSWER = { timeout: scaled(60_000) };

async function signInAgent01(page: Page, request: APIRequestContext) {
  const response = await request.post('/wps/session/login', {
    headers: { Merchant: 'luckystar', Device: 'web', Language: 'EN' },
    data: { username: 'agent01', password: 'Passw0rd!', type: 'username' },
  });
  const json = (await response.json()) as { success: boolean; value: { token: string } };
  expect(json.success, 'sandbox login of agent01').toBe(true);
  await page.addInitScript((token) => sessionStorage.setItem('token', token), json.value.token);
}

const search = (page: Page) => new URL(page.url()).searchParams;

/** The table's body rows as text cells, once the table has settled (rows dim while a page loads). */
async function tableRows(page: Page): Promise<string[][]> {
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  const rows = page.getByRole('table').getByRole('row');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 1; i < count; i += 1) out.push(await rows.nth(i).getByRole('cell').allTextContents());
  return out;
}

test.describe('Agent reports', () => {
  test('team betting: a category, direct downlines only, and the CSV of what is shown; axe clean', async ({ page, request }) => {
    await signInAgent01(page, request);
    await page.goto('/agentHome/personalHistoryCopy');
    await expect(page.getByRole('heading', { level: 1, name: 'Team betting' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible(FIRST_ANSWER);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const all = await tableRows(page);
    expect(all).toHaveLength(20);
    // The whole team: members two and three levels down, under their own agents.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    // Page 2's rows, not page 1's still shown while page 2 loads.
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: 'Game category' }).selectOption({ label: 'Slots' });
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => search(page).get('type')).toBe('RNG');
    expect(search(page).get('page')).toBeNull();

    await page.getByRole('button', { name: 'Direct downlines' }).click();
    await expect.poll(() => search(page).get('scope')).toBe('direct');
    await expect(page.getByRole('button', { name: 'Direct downlines' })).toHaveAttribute('aria-pressed', 'true');
    const direct = await tableRows(page);
    expect(direct.length).toBeGreaterThan(0);
    for (const row of direct) expect([row[1], row[2]]).toEqual(['agent01', '1']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Team-betting_${search(page).get('from')}_${search(page).get('to')}.csv`);
    const bytes = readFileSync((await file.path())!);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(['Member', 'Direct superior', 'Level', 'Bets', 'Bet', 'Valid bet', 'Win', 'Profit and loss']);
    expect(rows).toHaveLength(direct.length);
    rows.forEach((row, i) => {
      const shown = direct[i]!;
      expect(row.slice(0, 4)).toEqual(shown.slice(0, 4));
      expect(row.slice(4)).toEqual(shown.slice(4).map((cell) => cell.replaceAll(/[₱,]/g, '')));
    });

    // Back to the whole team: the address remembers the category.
    await page.getByRole('button', { name: 'All subordinates' }).click();
    await expect.poll(() => search(page).get('scope')).toBeNull();
    expect(search(page).get('type')).toBe('RNG');
    expect((await tableRows(page)).some((row) => row[2] !== '1')).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('user profit and loss, my income and downline transactions draw their reports, axe clean', async ({ page, request }) => {
    await signInAgent01(page, request);
    for (const [path, heading, column] of [
      ['palStatementsAgentCopy', 'User profit and loss', 'Promotions'],
      ['agentRevenueReport', 'My income', 'Commission rate'],
      ['agentDownlineTransactionDetailsCopy', 'Downline transactions', 'Balance after'],
    ] as const) {
      await page.goto(`/agentHome/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible(FIRST_ANSWER);
      await tableRows(page);
      await expectNoAxeViolations(page);
    }
  });
});
