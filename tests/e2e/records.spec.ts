import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { brands, expect, expectNoAxeViolations, scaled, test } from './support';
import { signInAsCopyOf } from './member-support';
import { parseCsv } from '../support/csv-reader';

// Each test signs a fresh copy of member01 in (90 days of history) and walks a few filters.
test.describe.configure({ timeout: scaled(60_000) });

/** Local days in the browser's time zone, `YYYY-MM-DD`, `offset` days from today. */
async function localDay(page: Page, offset = 0): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offset);
}

function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The table's body rows as text cells. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table').getByRole('row');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 1; i < count; i += 1) out.push(await rows.nth(i).getByRole('cell').allTextContents());
  return out;
}

test.describe('Transaction history', () => {
  test('a preset filters at once, the address keeps it, and the page passes axe', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/transactionHistory');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    // axe reads the page asked for, not the one shown while it loads.
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => search(page).get('from')).toBe(await localDay(page, -6));
    expect(search(page).get('to')).toBe(await localDay(page));
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('region', { name: 'Totals for the period' })).toContainText('Money out');
    await expect(page.getByRole('table').getByText(/^-₱/).first()).toBeVisible();
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
  });

  test('a custom range is searched, a range over 30 days is refused with the reason', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/transactionHistory');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: 'Custom' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expectNoAxeViolations(page);

    const to = await localDay(page, -3);
    await page.getByLabel('From', { exact: true }).fill(await localDay(page, -40));
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('This report covers at most 30 days at a time. Choose a shorter range.');
    expect(search(page).get('from')).toBeNull();

    const from = await localDay(page, -12);
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => search(page).get('from')).toBe(from);
    expect(search(page).get('to')).toBe(to);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  });

  test('the address restores the filters after a reload, and Back returns to the previous ones', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/transactionHistory');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect.poll(() => search(page).get('from')).toBe(await localDay(page, -29));
    await page.getByRole('combobox', { name: 'Transaction type' }).selectOption({ label: 'Deposit' });
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => search(page).get('type')).toBe('deposit');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    const before = await tableRows(page);

    await page.reload();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Transaction type' })).toHaveValue('deposit');
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await tableRows(page)).toEqual(before);
    for (const row of before) expect(row[1]).toBe('Deposit');

    await page.goBack();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Transaction type' })).toHaveValue('');
  });

  test('Export downloads a CSV with the rows shown', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/member/transactionHistory');
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await expect.poll(() => search(page).get('from')).toBe(await localDay(page, -1));
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    const shown = await tableRows(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const day = await localDay(page, -1);
    expect(file.suggestedFilename()).toBe(`Transaction-history_${day}_${day}.csv`);
    const bytes = readFileSync((await file.path())!);
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(['Time', 'Type', 'Amount', 'Balance after', 'Order number', 'Remark']);
    expect(rows).toHaveLength(shown.length);
    // Same rows in the same order: time, type, order number and remark as shown; amounts as plain decimals.
    rows.forEach((row, i) => {
      const cells = shown[i]!;
      expect([row[0], row[1], row[4], row[5]]).toEqual([cells[0], cells[1], cells[4], cells[5]]);
      expect(cells[2]!.replaceAll(/[₱,]/g, '')).toBe(row[2]);
      expect(cells[3]!.replaceAll(/[₱,]/g, '')).toBe(row[3]);
    });
  });

  test('on a phone the rows are cards that load more as you scroll, with a bounded number in the page', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/member/transactionHistory');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    const list = page.getByRole('region', { name: 'Transaction history: results' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // Keep scrolling to the end, as a person does, until rows past the 60th have come (slower on a busy machine).
    const lastShown = async () => Number(await list.getByRole('listitem').last().getAttribute('aria-posinset'));
    await expect
      .poll(
        async () => {
          await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
          return lastShown();
        },
        { timeout: scaled(20_000) },
      )
      .toBeGreaterThan(60);
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);
    await expectNoAxeViolations(page);
  });
});

test('Golden Lotus: the transaction history in the member-centre popup filters by preset', async ({ page, request }) => {
  const goldenLotus = brands().find((b) => b.code === 'goldenlotus')!;
  await signInAsCopyOf(page, request, 'member01', 'goldenlotus');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(new URL('/member/transactionHistory', goldenLotus.url).href);
  const dialog = page.getByRole('dialog', { name: 'Transaction history' });
  await expect(dialog.getByRole('table')).toBeVisible();
  await dialog.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(dialog.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(11);
  await expectNoAxeViolations(page);
});

test('profit and loss at 1280 px: the report stays inside the member centre page (a wide table scrolls sideways), with no axe violations', async ({ page, request }) => {
  await signInAsCopyOf(page, request, 'member01');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/member/personalProfit');
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Game category' }) });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  // The page's h1 spans the page's content box: the report must end where it ends.
  const pageRight = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const reportRight = await table.evaluate((element) => element.parentElement!.getBoundingClientRect().right);
  expect(reportRight).toBeLessThanOrEqual(pageRight.x + pageRight.width + 1);
  await expectNoAxeViolations(page);
});

test('bonus details: the rebate rates and the rebates paid over the last 30 days, with no axe violations', async ({ page, request }) => {
  await signInAsCopyOf(page, request, 'member01');
  await page.goto('/member/bonusDetails');
  const rates = page.getByRole('region', { name: 'Your rebate rates' });
  // SPEC §9's rates: slots 1.2 %, player-versus-player none.
  await expect(rates.getByText('1.2%')).toBeVisible({ timeout: 20_000 });
  await expect(rates.getByText('No rebate')).toBeVisible();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByRole('table').last().getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});
