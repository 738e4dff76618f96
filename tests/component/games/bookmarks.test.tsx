import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import BookmarksEntry from '@/features/games/entries/bookmarks-page';
import { addFavourite, findMember, forceError, recordRecentGame, resetStore } from '../../../sandbox/store';
import { catalog } from '../../../sandbox/seed/catalog';
import { renderGames } from './render';

beforeEach(() => {
  resetStore();
  session.clear();
});
vi.setConfig({ testTimeout: 30_000 });

const fish = () => catalog().filter((game) => game.gameType === 'FISH' && game.isGame === '1');

describe('Bookmarks', () => {
  it('asks a visitor to sign in, and Sign in opens the sign-in popup', async () => {
    const user = userEvent.setup();
    await renderGames(<BookmarksEntry />, { route: '/bookmarks' });
    expect(screen.getByText('Sign in to see your favourite games and the games you played recently.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^login/);
  });

  it("shows the member's favourites and recently played games, and a heart taken off leaves the list", async () => {
    const user = userEvent.setup();
    const member = findMember('member01')!;
    const [a, b, c] = fish();
    addFavourite(member.id, a!.nodeId);
    addFavourite(member.id, b!.nodeId);
    recordRecentGame(member.id, c!.nodeId);
    await renderGames(<BookmarksEntry />, { route: '/bookmarks', account: 'member01' });

    const favourites = await screen.findByRole('list', { name: 'Favourite games' });
    expect(within(favourites).getAllByRole('heading').map((h) => h.textContent)).toEqual([b!.displayName, a!.displayName]);
    const recent = await screen.findByRole('list', { name: 'Recently played' });
    expect(within(recent).getByRole('heading')).toHaveTextContent(c!.displayName);

    await user.click(within(favourites).getByRole('button', { name: `Favourite ${b!.displayName}` }));
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: 'Favourite games' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when nothing is saved yet, and offers Retry when the favourites cannot be loaded', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/MCSFE_getFavoriteGamesList', { code: 'unknown_error' });
    await renderGames(<BookmarksEntry />, { route: '/bookmarks', account: 'member01' });
    expect(await screen.findByText('Games you play show up here.')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No favourite games yet. Tap the heart on a game to add it here.')).toBeInTheDocument();
  });

  it('tells a trial account that bookmarks are for real accounts', async () => {
    await renderGames(<BookmarksEntry />, { route: '/bookmarks', account: 'trial01' });
    expect(screen.getByText(/kept for real accounts/)).toBeInTheDocument();
  });
});
