import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createWebCryptoStrategy } from '../../src/api/encryption/webcrypto';
import { brands, expect, expectNoAxeViolations, scaled, t, test } from './support';

const publicKey = readFileSync(join(import.meta.dirname, '..', '..', 'sandbox', 'keys', 'sandbox-rsa.public.spki.b64'), 'utf8').trim();
const CATEGORY_ROUTES = ['/fish', '/pvp', '/live', '/sports', '/esports', '/cockfight', '/elott', '/rng', '/hot', '/bingo'];

/** Signs in through the sandbox's login call and puts the token where the site keeps it. */
async function signIn(page: Page, username: string, password: string, merchant = 'luckystar') {
  const sealed = await createWebCryptoStrategy(publicKey).encrypt(JSON.stringify({ username, password, type: 'username', loginDeviceId: 'e2e' }));
  const response = await page.request.post('/wps/session/login', {
    headers: { Merchant: merchant, 'Content-Type': 'application/json', ...sealed.headers },
    data: JSON.stringify(sealed.body),
  });
  const { value } = (await response.json()) as { value: { token: string } };
  await page.addInitScript((token) => sessionStorage.setItem('token', token), value.token);
}

const gameList = (page: Page) => page.getByRole('list', { name: t('games_list_label') });
const startButton = (page: Page, name: string) => gameList(page).getByRole('button', { name: t('games_start_named').replace('{{name}}', name), exact: true });
const search = (page: Page, term: string) => page.getByRole('searchbox', { name: t('games_search') }).fill(term);

test.describe('Games', () => {
  for (const path of CATEGORY_ROUTES) {
    test(`${path} renders its games`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(gameList(page).getByRole('listitem').first()).toBeVisible();
    });
  }

  test('a favourite stays a favourite after a reload', async ({ page }) => {
    await signIn(page, 'member01', 'Passw0rd!');
    await page.goto('/fish');
    const heart = gameList(page).getByRole('listitem').first().getByRole('button', { name: /^Favourite / });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(1000); // the heart answers at most once a second
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('starting a game of each kind lands where SPEC §4 says', async ({ page }) => {
    // Seven screens and launches in one journey: 15 s on a quiet machine, so twice the default on a busy one.
    test.setTimeout(scaled(60_000));
    await signIn(page, 'member01', 'Passw0rd!');

    await page.goto('/rng?vassalage=PG');
    const first = gameList(page).getByRole('listitem').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await startButton(page, name).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(page.getByTitle(t('games_frame_title').replace('{{name}}', name))).toBeVisible();
    await page.getByRole('button', { name: t('games_back'), exact: true }).click();

    await page.goto('/live');
    await search(page, 'Evolution Lobby');
    await startButton(page, 'Evolution Lobby').click();
    await expect(page.getByRole('dialog', { name: 'Evolution Lobby' })).toBeVisible();

    await page.goto('/hot');
    await search(page, 'PG Soft Lobby');
    await startButton(page, 'PG Soft Lobby').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);

    await page.goto('/sports');
    await search(page, 'FB Sports');
    await startButton(page, 'FB Sports').click();
    // The sports page opens on its Rolling tab, whose view goes along.
    await expect(page).toHaveURL(/\/fbSports\?view=rolling$/);

    for (const [vendor, url] of [['LOTT', /\/lottery\?gameCode=LOTT_/], ['TCG_LOTTO_VN', /\/vnLottery$/], ['TCG_SEA', /\/seaLottery$/]] as const) {
      await page.goto(`/elott?vendor=${vendor}`);
      await gameList(page).getByRole('listitem').first().getByRole('button', { name: /^Play / }).click();
      await expect(page).toHaveURL(url);
    }
  });

  test('the sports tabs differ: each says what it opens and opens a book at its own view', async ({ page }) => {
    await signIn(page, 'member01', 'Passw0rd!');
    await page.goto('/sports');
    const frame = page.frameLocator('iframe[sandbox]');
    for (const [tab, intro, view] of [
      ['games_sports_rolling', 'games_sports_rolling_intro', 'games_view_rolling'],
      ['games_sports_today', 'games_sports_today_intro', 'games_view_today'],
    ] as const) {
      await page.getByRole('tab', { name: t(tab) }).click();
      const panel = page.getByRole('tabpanel', { name: t(tab) });
      await expect(panel.getByText(t(intro))).toBeVisible();
      await search(page, 'SABA Sports');
      await startButton(page, 'SABA Sports').click();
      await expect(page.getByRole('dialog', { name: `SABA Sports · ${t(view)}` })).toBeVisible();
      await expect(frame.getByRole('heading', { level: 2 })).toHaveText(t(view));
      await page.getByRole('button', { name: t('games_back'), exact: true }).click();
    }
    await expect(page).toHaveURL(/\/sports\?tab=today$/);
    await search(page, 'FB Sports');
    await startButton(page, 'FB Sports').click();
    await expect(page).toHaveURL(/\/fbSports\?view=today$/);
    await expect(page.getByText(t('games_view_today'), { exact: true })).toBeVisible();
    await expect(frame.getByRole('heading', { level: 2 })).toHaveText(t('games_view_today'));
  });

  test('a trial account starts a free-trial game but not a real one', async ({ page }) => {
    const brand = brands().find((b) => b.code === 'goldenlotus');
    if (!brand) throw new Error('goldenlotus brand (FREEPLAY3 on) is missing');
    await signIn(page, 'trial01', 'Passw0rd!', 'goldenlotus');
    await page.goto(`${brand.url}rng?vassalage=PG`);
    const trial = gameList(page).getByRole('button', { name: /^Free trial / }).first();
    await trial.click();
    await expect(page.locator('iframe[sandbox]')).toBeVisible();
    await page.getByRole('button', { name: t('games_back'), exact: true }).click();
    await gameList(page).getByRole('button', { name: /^Play / }).first().click();
    await expect(page.getByText(t('in_need_true_account'))).toBeVisible();
    await expect(page.locator('iframe[sandbox]')).toHaveCount(0);
  });

  test('/vnLottery without a token goes to /login', async ({ page }) => {
    await page.goto('/vnLottery');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a category page has no axe violations', async ({ page }) => {
    await page.goto('/fish');
    await expect(gameList(page).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the sports page with its tabs has no axe violations', async ({ page }) => {
    await page.goto('/sports');
    await expect(page.getByRole('tabpanel', { name: t('games_sports_rolling') }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
