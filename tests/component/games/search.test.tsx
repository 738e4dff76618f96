import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import { Header } from '@/features/layout';
import SearchEntry from '@/features/games/entries/search-page';
import naughty from '../../fixtures/naughty-strings.json';
import { forceError, resetStore } from '../../../sandbox/store';
import { renderGames } from './render';

beforeEach(() => {
  resetStore();
  session.clear();
});
vi.setConfig({ testTimeout: 30_000 });

/** The header over /search, as the shell draws them. */
function page() {
  return (
    <>
      <Header />
      <main>
        <Routes>
          <Route path="/search" element={<SearchEntry />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </main>
    </>
  );
}

describe('Game search', () => {
  it('searches every category from the header and groups the results by category, brand order first', async () => {
    const user = userEvent.setup();
    await renderGames(page(), { route: '/' });
    // jsdom does not know <search>'s implicit role (Chromium does: the browser test finds it by role).
    const box = within(screen.getByRole('banner'));
    await user.type(box.getByRole('searchbox', { name: 'Search all games' }), 'king');
    await user.click(box.getByRole('button', { name: 'Search' }));

    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/search?q=king');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “king”' })).toBeInTheDocument();
    expect(await screen.findByText('Games matching “king”: 30')).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Fishing (29)', 'Card Games (1)']);
    // Each group is the games list's cards: name, Play and the favourite heart.
    const fish = screen.getByRole('list', { name: 'Fishing' });
    expect(within(fish).getAllByRole('listitem')).toHaveLength(12);
    expect(within(fish).getAllByRole('button', { name: /^Play / })).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show all 29 in Fishing' }));
    expect(within(fish).getAllByRole('listitem')).toHaveLength(29);
  });

  it('says when nothing matches, and asks for a term when there is none', async () => {
    const user = userEvent.setup();
    await renderGames(page(), { route: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByText('Type a game name to search every category.')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    await user.type(main.getByRole('searchbox', { name: 'Search games' }), 'zzqqxx{Enter}');
    expect(await main.findByText('No games match “zzqqxx”. Check the spelling or try a shorter name.')).toBeInTheDocument();
  });

  it('shows an error with Retry, which searches again', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/GCSGAME_gameList', { code: 'unknown_error' });
    await renderGames(page(), { route: '/search?q=king' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be searched.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Games matching “king”: 30')).toBeInTheDocument();
  });

  it('keeps naughty search terms as text: never markup, never a broken address', async () => {
    // Markup, quotes, percent signs and the rest of the address's own characters (each render is a search: a sample).
    const terms = naughty.strings.filter((term) => term.trim() !== '' && /[<>"'%&?#/\\]/.test(term)).slice(0, 12);
    expect(terms.length).toBeGreaterThan(5);
    for (const term of terms) {
      const { unmount } = await renderGames(page(), { route: `/search?q=${encodeURIComponent(term)}` });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(`Search results for “${term.trim().slice(0, 50)}”`);
      await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
      expect(document.querySelector('main script, main img[onerror]')).toBeNull();
      unmount();
    }
  });
});
