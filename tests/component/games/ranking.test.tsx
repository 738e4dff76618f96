import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import RankingEntry from '@/features/games/entries/ranking-page';
import { forceError, resetStore } from '../../../sandbox/store';
import { renderGames } from './render';

beforeEach(() => {
  resetStore();
  session.clear();
  sessionStorage.clear();
});
vi.setConfig({ testTimeout: 30_000 });

const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('Winners ranking', () => {
  it('shows the 20 biggest wins of the week, biggest first, beside the 20 latest, amounts rounded down', async () => {
    await renderGames(<RankingEntry />, { route: '/winners' });
    expect(screen.getByRole('heading', { level: 1, name: 'Winners' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: 'Biggest wins' });
    await screen.findByRole('table', { name: 'Latest wins' });
    const biggest = rows('Biggest wins');
    expect(biggest).toHaveLength(20);
    const prizes = biggest.map((row) => Number((within(row).getAllByRole('cell')[4]?.textContent ?? '').replace(/[^\d]/g, '')));
    expect(prizes).toEqual(prizes.toSorted((a, b) => b - a));
    for (const row of biggest) expect(within(row).getAllByRole('cell')[4]?.textContent).toMatch(/^₱\d{1,3}(,\d{3})*$/);
    expect(rows('Latest wins')).toHaveLength(20);
    // A visitor's ranking marks nobody's wins as their own.
    expect(screen.queryByText('You')).not.toBeInTheDocument();
  });

  it("marks the signed-in member's own wins, and changes category and period", async () => {
    const user = userEvent.setup();
    await renderGames(<RankingEntry />, { route: '/winners', account: 'member01' });
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    const own = await screen.findAllByText('You');
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]?.closest('tr')).toHaveTextContent(/^\d+me\*\*\*1You/);

    await user.click(screen.getByRole('tab', { name: 'Fishing' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/winners?category=FISH');
    await screen.findByRole('table', { name: 'Biggest wins' });
  });

  it('shows an error with Retry for the biggest wins while the latest wins still show', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/ODSFE2_getBiggestWins', { code: 'unknown_error' });
    await renderGames(<RankingEntry />, { route: '/winners' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The wins could not be loaded.');
    expect(await screen.findByRole('table', { name: 'Latest wins' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Biggest wins' })).toBeInTheDocument();
  });
});
