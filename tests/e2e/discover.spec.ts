import { expect, expectNoAxeViolations, t, test } from './support';
import { signInAsCopyOf } from './member-support';

const searchLandmark = (page: import('@playwright/test').Page) => page.getByRole('search', { name: t('layout_search_all_games') });

test.describe('Search, winners and bookmarks', () => {
  test('search from the header finds games of every category grouped by category, and opens one; axe', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/');
    await searchLandmark(page).getByRole('searchbox', { name: t('layout_search_all_games') }).fill('king');
    await searchLandmark(page).getByRole('button', { name: t('discover_search') }).click();

    await expect(page).toHaveURL(/\/search\?q=king$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “king”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Fishing (29)', 'Card Games (1)']);
    await expectNoAxeViolations(page);

    const fishing = page.getByRole('list', { name: 'Fishing' });
    const first = fishing.getByRole('listitem').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Play ${name}`, exact: true }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(page.getByTitle(t('games_frame_title').replace('{{name}}', name))).toBeVisible();
  });

  test('the winners page ranks the biggest wins by category and period beside the latest wins, marking the member’s own; axe', async ({ page, request }) => {
    const login = await request.post('/wps/session/login', {
      headers: { Merchant: 'luckystar', Device: 'web', Language: 'EN' },
      data: { username: 'member01', password: 'Passw0rd!', type: 'username' },
    });
    const { value } = (await login.json()) as { value: { token: string } };
    await page.addInitScript((token) => sessionStorage.setItem('token', token), value.token);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: t('discover_link_winners') }).click();

    await expect(page).toHaveURL(/\/winners$/);
    await expect(page.getByRole('heading', { level: 1, name: t('discover_winners_title') })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('discover_all_categories') })).toHaveAttribute('aria-selected', 'true');
    const biggest = page.getByRole('table', { name: t('discover_biggest_wins') });
    await expect(biggest.getByRole('row')).toHaveCount(21);
    await expect(page.getByRole('table', { name: t('discover_latest_wins') }).getByRole('row')).toHaveCount(21);
    await page.getByRole('button', { name: t('discover_period_month') }).click();
    await expect(page.getByRole('button', { name: t('discover_period_month') })).toHaveAttribute('aria-pressed', 'true');
    await expect(biggest.getByRole('row').filter({ hasText: t('discover_you') }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Fishing' }).click();
    await expect(page).toHaveURL(/\/winners\?category=FISH$/);
    await expect(page.getByRole('table', { name: t('discover_latest_wins') }).getByRole('row').nth(1)).toBeVisible();
  });

  test('bookmarks show a favourite added from the search results; axe', async ({ page, request }) => {
    await signInAsCopyOf(page, request, 'member01');
    await page.goto('/search?q=king');
    const card = page.getByRole('list', { name: 'Card Games' }).getByRole('listitem').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const heart = card.getByRole('button', { name: `Favourite ${name}`, exact: true });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('contentinfo').getByRole('link', { name: t('discover_link_bookmarks') }).click();
    await expect(page).toHaveURL(/\/bookmarks$/);
    await expect(page.getByRole('heading', { level: 1, name: t('discover_bookmarks_title') })).toBeVisible();
    const favourites = page.getByRole('list', { name: t('discover_favourites') });
    await expect(favourites.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText(t('discover_recent_none'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
