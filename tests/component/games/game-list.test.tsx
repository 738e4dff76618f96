import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameList } from '@/features/games/components/GameList';
import { GameCardView } from '@/features/games';
import { GameListPanel } from '@/features/games/components/GameListPanel';
import type { Game } from '@/features/games';
import { resetStore } from '../../../sandbox/store';
import { renderGames } from './render';

function games(count: number): Game[] {
  return Array.from({ length: count }, (_, i) => ({ nodeId: i + 1, gameType: 'RNG', vassalage: 'PG', name: `Game ${i + 1}`, supportPlay: 1 }));
}

const noop = () => undefined;

async function renderList(count: number, extra: Partial<Parameters<typeof GameList>[0]> = {}) {
  return renderGames(
    <GameList label="Games" games={games(count)} complete loading={false} onLoadMore={() => undefined}
      renderGame={(game) => (
        <GameCardView game={game} freeTrial={false} isFavourite={false} onStart={noop} onFreeTrial={noop} onToggleFavourite={noop} />
      )} {...extra} />,
  );
}

afterEach(() => resetStore());

describe('GameList', () => {
  it('keeps only the rows on screen in the DOM, as few with 10,000 games as with 1,000', async () => {
    const small = await renderList(1_000);
    const atThousand = small.container.querySelectorAll('*').length;
    const itemsAtThousand = screen.getAllByRole('listitem').length;
    small.unmount();
    const large = await renderList(10_000);
    expect(screen.getAllByRole('listitem').length).toBe(itemsAtThousand);
    expect(itemsAtThousand).toBeLessThan(60);
    expect(large.container.querySelectorAll('*').length).toBe(atThousand);
  });

  it('gives each list item its place in the whole list, not just the rows drawn', async () => {
    await renderList(10_000, { complete: false, totalCount: 12_000 });
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(second).toHaveAttribute('aria-posinset', '2');
    expect(first).toHaveAttribute('aria-setsize', '12000');
    expect(within(first!).getByRole('group', { name: 'Game 1' })).toBeInTheDocument();
  });

  it('says where the list ends', async () => {
    await renderList(3);
    expect(screen.getByText('End of the list. Games shown: 3')).toBeInTheDocument();
  });

  it('asks for the next page when its end comes into view', async () => {
    const onLoadMore = vi.fn<() => void>();
    await renderList(12, { complete: false, onLoadMore });
    expect(onLoadMore).toHaveBeenCalled();
    expect(screen.getByText('Loading more games')).toBeInTheDocument();
  });

  it('stops asking once every page is loaded', async () => {
    const onLoadMore = vi.fn<() => void>();
    await renderList(12, { complete: true, onLoadMore });
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});

describe('GameListPanel', () => {
  it('lists a category from the sandbox with its rebate, and narrows it by name as you type', async () => {
    await renderGames(<GameListPanel gameType="FISH" />);
    const list = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(5));
    expect(screen.getByText('Rebate up to 1%')).toBeInTheDocument();
    const first = within(list).getAllByRole('heading')[0]!.textContent!;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: first } });
    await waitFor(() => expect(within(list).getAllByRole('heading').every((h) => h.textContent!.toLowerCase().includes(first.toLowerCase()))).toBe(true));
  });

  it('filters RNG by sub-type and vendor through the URL', async () => {
    await renderGames(<GameListPanel gameType="RNG" />, { route: '/rng' });
    fireEvent.click(await screen.findByRole('button', { name: 'Jackpot' }));
    expect(screen.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/rng?classify=JP');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Vendor' }), { target: { value: 'PG' } });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('vassalage=PG');
    // BG (bingo) is offered because the brand supports TY.
    expect(screen.getByRole('button', { name: 'Bingo' })).toBeInTheDocument();
  });

  it('offers the live lobby filters and keeps only that kind of table', async () => {
    await renderGames(<GameListPanel gameType="LIVE" />, { route: '/live' });
    fireEvent.click(await screen.findByRole('button', { name: 'Roulette' }));
    const list = screen.getByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByRole('heading').length).toBeGreaterThan(0));
    expect(within(list).getAllByRole('heading').every((h) => /roulette/i.test(h.textContent!))).toBe(true);
  });

  it('shows the Rolling and Today tabs on sports, each telling what it opens and starting books at its view', async () => {
    await renderGames(<GameListPanel gameType="SPORTS" />, { route: '/sports', account: 'member01' });
    expect(await screen.findByRole('tab', { name: 'Rolling' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Rolling' })).toHaveTextContent(/Matches in play now/);
    const saba = await screen.findByRole('button', { name: 'Play SABA Sports' });
    fireEvent.click(saba);
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^gameFrame .*"view":"rolling"/);

    fireEvent.click(screen.getByRole('tab', { name: 'Today' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/sports?tab=today');
    const today = screen.getByRole('tabpanel', { name: 'Today' });
    expect(today).toHaveTextContent(/Today's matches before they start/);
    expect(today).not.toHaveTextContent(/Matches in play now/);
    fireEvent.click(await within(today).findByRole('button', { name: 'Play SABA Sports' }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^gameFrame .*"view":"today"/);
    fireEvent.click(await within(today).findByRole('button', { name: 'Play FB Sports' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/fbSports?view=today');
  });
});
