import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAsCopyOf } from './member-support';
import { brands, expectNoAxeViolations, t } from './support';

const root = join(import.meta.dirname, '..', '..');
const CLOSED_FLAG = 'announcement-closed:anonymous';
const ANNOUNCEMENTS_CALL = '**/wps/relay/MCSFE_getListAnnouncements**';

function readMerchantFile(file: string): { screens?: { home?: { id: string }[] } } {
  return JSON.parse(readFileSync(join(root, 'merchants', file), 'utf8')) as { screens?: { home?: { id: string }[] } };
}

/** The home sections a brand's config lists (arrays replace the defaults'). */
function homeSections(code: string): string[] {
  const read = readMerchantFile;
  const list = read(`${code}/merchant.json`).screens?.home ?? read('_defaults.json').screens?.home ?? [];
  return list.map((s) => s.id);
}

/** How a person finds each home section on the page (game rows are the games area's). */
function sectionLocator(page: Page, id: string, brandName: string) {
  switch (id) {
    case 'banner-carousel':
      return page.getByRole('region', { name: t('home_banners') });
    case 'notice-bar':
      return page.getByRole('region', { name: t('home_notices') });
    case 'jackpot-counter':
      return page.getByRole('heading', { name: t('home_jackpot'), exact: true });
    case 'winner-board':
      return page.getByRole('heading', { name: t('home_winners'), exact: true });
    case 'promo-videos':
      return page.getByRole('heading', { name: t('home_videos'), exact: true });
    case 'app-download':
      return page.getByRole('heading', { name: t('home_app_download_title').replace('{{brand}}', brandName) });
    default:
      return null;
  }
}

/** A visitor who already closed the announcement this session (for tests about something else). */
async function announcementClosed(page: Page) {
  await page.addInitScript((flag) => sessionStorage.setItem(flag, '1'), CLOSED_FLAG);
}

for (const brand of brands()) {
  test.describe(`Home of ${brand.code}`, () => {
    test('renders every configured section in config order', async ({ page }) => {
      await announcementClosed(page);
      await page.goto(brand.url);
      await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeAttached();
      const tops: number[] = [];
      for (const id of homeSections(brand.code)) {
        const locator = sectionLocator(page, id, brand.name);
        if (!locator) continue;
        await locator.scrollIntoViewIfNeeded();
        await expect(locator, `section ${id}`).toBeVisible();
        const box = await locator.boundingBox();
        tops.push((box?.y ?? 0) + (await page.evaluate(() => window.scrollY)));
      }
      expect(tops.length).toBeGreaterThan(3);
      expect(tops).toEqual(tops.toSorted((a, b) => a - b));
    });

    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      test(`at ${viewport.width} px the start-up skeleton holds the first banner where the page draws it`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await announcementClosed(page);
        // Only index.html's own skeleton: the app's code never arrives.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(brand.url);
        const slot = await page.locator('#boot-loader .boot-loader__banner').boundingBox();
        await page.unrouteAll();
        await page.goto(brand.url);
        const banners = page.getByRole('region', { name: t('home_banners') });
        await expect(banners.getByRole('img').first()).toBeVisible();
        const drawn = await banners.boundingBox();
        expect(slot).not.toBeNull();
        expect(Math.abs(drawn!.y - slot!.y), `banner top: skeleton ${slot!.y}, page ${drawn!.y}`).toBeLessThanOrEqual(1);
        expect(Math.abs(drawn!.height - slot!.height)).toBeLessThanOrEqual(1);
      });
    }

    test('has no axe violations with its sections loaded', async ({ page }) => {
      await announcementClosed(page);
      await page.goto(brand.url);
      await expect(page.getByRole('region', { name: t('home_banners') }).getByRole('img').first()).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

const [home] = brands();
if (!home) throw new Error('no brand configured');

test('the first banner is a high-priority image of known size', async ({ page }) => {
  await announcementClosed(page);
  await page.goto(home.url);
  const first = page.getByRole('region', { name: t('home_banners') }).locator('img[fetchpriority="high"]').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('width', '1200');
  await expect(first).toHaveAttribute('height', '400');
});

test('the banner carousel advances by itself', async ({ page }) => {
  await announcementClosed(page);
  await page.goto(home.url);
  const position = page.getByTestId('banner-position');
  await expect(position).toHaveText(/^1 \/ \d+$/);
  await expect(position).toHaveText(/^2 \/ \d+$/, { timeout: 9_000 });
});

test('a linked banner opens its link', async ({ page }) => {
  await announcementClosed(page);
  await page.goto(home.url);
  const carousel = page.getByRole('region', { name: t('home_banners') });
  await carousel.getByRole('button', { name: t('home_banner_pause') }).click();
  // The sandbox's first w_home banner links to a promotion.
  await carousel.locator('.swiper-slide-active').getByRole('link').click();
  await expect(page).toHaveURL(/\/promotions\?id=\d+$/);
});

test('the announcement shows once per session and not after closing and reloading', async ({ page }) => {
  await page.goto(home.url);
  const dialog = page.getByRole('dialog', { name: t('announcement_title') });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole('button', { name: 'First deposit bonus 100%' })).toBeVisible();
  await page.reload();
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: t('btn_close') }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await page.waitForTimeout(2_500);
  await expect(dialog).toBeHidden();
});

test('the notice popup pages by 9', async ({ page }) => {
  await announcementClosed(page);
  await page.goto(home.url);
  await page.getByRole('region', { name: t('home_notices') }).getByRole('button', { name: /Payment channel upgraded/ }).click();
  const dialog = page.getByRole('dialog', { name: t('notice_title') });
  await expect(dialog.getByRole('listitem')).toHaveCount(9);
  await dialog.getByRole('button', { name: t('notice_next') }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test('an XSS payload in an announcement title and content does not run', async ({ page }) => {
  const payload = 'window.xssRan = (window.xssRan || 0) + 1';
  await page.route(ANNOUNCEMENTS_CALL, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('types') !== 'PU') return route.fallback();
    await route.fulfill({
      json: {
        success: true,
        message: null,
        value: {
          popup: [
            {
              id: 9001,
              title: `<img src=x onerror="${payload}">Breaking <script>${payload}</script>`,
              content:
                `<p>Read this</p><img src="x" onerror="${payload}"><script>${payload}</script>` +
                `<a href="javascript:${payload}">details</a><svg onload="${payload}"></svg><iframe srcdoc="<script>parent.${payload}</script>"></iframe>`,
              sequence: 1,
            },
          ],
        },
      },
    });
  });
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  // Chromium has its own sanitizer (Element.setHTML): DOMPurify is not downloaded.
  const purify: string[] = [];
  page.on('request', (request) => {
    if (/purify/i.test(request.url())) purify.push(request.url());
  });
  await page.goto(home.url);
  const dialog = page.getByRole('dialog', { name: t('announcement_title') });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByText('Read this')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /<img src=x onerror=.*Breaking <script>/ })).toBeVisible();
  await dialog.getByText('details').click({ force: true });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { xssRan?: number }).xssRan)).toBeUndefined();
  expect(alerts).toEqual([]);
  expect(await dialog.locator('script, iframe, [onerror], [onload], [href^="javascript"]').count()).toBe(0);
  await expect(dialog.locator('img')).toHaveAttribute('alt', ''); // kept, and marked decorative
  expect(purify).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the first banner paints before any of the app code has run, and the app takes its place', async ({ page }) => {
  await announcementClosed(page);
  // The app's code never arrives: only index.html's own scripts run.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(home.url);
  const early = page.locator('#boot-loader .boot-loader__banner img');
  await expect(early).toBeVisible();
  const src = await early.getAttribute('src');
  expect(src).toBeTruthy();
  await page.unrouteAll();
  await page.goto(home.url);
  const banner = page.getByRole('region', { name: t('home_banners') }).getByRole('img').first();
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('src', src!);
  await expect(page.locator('#boot-loader')).toHaveCount(0);
});

/** Calls SPEC §9 caches for the session, by the path a request has. */
const SESSION_CACHED = {
  'hot games': 'GCSGAME_hotGamesV2',
  winners: 'ODSFE2_getWinnerBoard',
  'game vendors': 'GCSGAME_newGameVendor',
  'validation rules': '/wps/system/setting/register',
  'merchant wallet': 'GCS_merchantWallet',
} as const;

function countSessionCalls(page: Page): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(Object.keys(SESSION_CACHED).map((name) => [name, 0]));
  page.on('request', (request) => {
    for (const [name, path] of Object.entries(SESSION_CACHED)) if (request.url().includes(path)) counts[name] = (counts[name] ?? 0) + 1;
  });
  return counts;
}

test('hot games, winners, game vendors and validation rules are not asked for again after a reload', async ({ page }) => {
  await announcementClosed(page);
  const counts = countSessionCalls(page);
  await page.goto('/register');
  const register = page.getByRole('dialog', { name: t('auth_register_title') });
  await expect(register.getByRole('textbox', { name: new RegExp(`^${t('form_label_username')}`) })).toBeVisible();
  await page.getByRole('heading', { name: t('home_winners'), exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: t('home_winners') }).getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => ({ ...counts, 'merchant wallet': 0 })).toEqual({ 'hot games': 1, winners: 1, 'game vendors': 1, 'validation rules': 1, 'merchant wallet': 0 });
  // The answers must have arrived (a request is counted when it is sent): a reload before that has nothing cached.
  await page.waitForLoadState('networkidle');

  await page.reload();
  await expect(register.getByRole('textbox', { name: new RegExp(`^${t('form_label_username')}`) })).toBeVisible();
  // The board and the rows draw from the session's copy.
  await page.getByRole('heading', { name: t('home_winners'), exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: t('home_winners') }).getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(counts).toEqual({ 'hot games': 1, winners: 1, 'game vendors': 1, 'validation rules': 1, 'merchant wallet': 0 });
});

test("a member's merchant wallet is asked for once, not again after a reload", async ({ page, request }) => {
  await announcementClosed(page);
  await signInAsCopyOf(page, request, 'member01');
  const counts = countSessionCalls(page);
  await page.goto('/member/transferFund');
  await expect(page.getByRole('heading', { level: 1, name: t('member_page_transferFund') })).toBeVisible();
  await expect.poll(() => counts['merchant wallet']).toBe(1);
  // As above: reload once the answer has arrived, not when the request has only been sent.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('member_page_transferFund') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(counts['merchant wallet']).toBe(1);
});
