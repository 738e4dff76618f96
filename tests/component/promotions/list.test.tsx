import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '../../../sandbox/store';
import { renderPromotions } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const cards = async (name: RegExp) => within(await screen.findByRole('list', { name })).getAllByRole('article');

describe('Promotions list', () => {
  it('shows the banners, the 14 filters and every promotion as a card with its period, tags and the member status', async () => {
    await renderPromotions('/promotions', { account: 'member01' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const filters = within(screen.getByRole('navigation', { name: 'Promotion filters' })).getAllByRole('link');
    expect(filters.map((link) => link.textContent)).toEqual(['All', 'Others', 'Sports', 'Live', 'Slots', 'Card games', 'Fish', 'Lotto',
      'Rebate', 'Points mall', 'Ranking', 'Deposit', 'App download', 'Newbie']);
    expect(filters[0]).toHaveAttribute('aria-current', 'page');
    expect(await cards(/^All promotions, 20 in all$/)).toHaveLength(12);
    const raffle = screen.getByRole('article', { name: 'Lucky raffle: win up to 8,888' });
    expect(within(raffle).getByRole('list', { name: 'Tags' })).toHaveTextContent('Special offer');
    expect(within(raffle).getByRole('link', { name: 'Lucky raffle: win up to 8,888' })).toHaveAttribute('href', '/promotions?id=102');
    expect(await within(screen.getByRole('article', { name: 'Sports weekend sign-up bonus' })).findByText('Joined')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Fishing quest' })).toHaveTextContent('Reward to claim');
    expect(await screen.findByRole('region', { name: 'Promotion banners' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Promotion pages' })).toHaveTextContent('Page 1 of 2');
  });

  it('filters by the URL: slots shows its cards only, and a coming-soon and a closed one say so to a visitor', async () => {
    const { user } = await renderPromotions('/promotions?category=SLOTS');
    const slots = await cards(/^Slots promotions, 2 in all$/);
    expect(slots.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Slots big win bonus', 'Weekly slots leaderboard']);
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Lotto' }));
    expect(await screen.findByRole('article', { name: 'Lotto jackpot week' })).toHaveTextContent('Coming soon');
    expect(screen.getByTestId('probe')).toHaveTextContent('/promotions?category=LOTTO');
    await user.click(screen.getByRole('link', { name: 'Live' }));
    expect(await screen.findByRole('article', { name: 'Live casino summer cup' })).toHaveTextContent('Closed');
  });

  it('treats an unknown filter as all, and offers Retry when the list fails', async () => {
    const { forceError } = await import('../../../sandbox/store');
    forceError('GET /wps/relay/PROMOFE_getPromotionList', { code: 'system_busy' });
    const { user } = await renderPromotions('/promotions?category=nonsense');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: /^All promotions, 20 in all$/ })).toBeVisible());
  });
});
