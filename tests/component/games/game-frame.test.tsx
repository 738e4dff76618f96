import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GameFramePopup from '@/features/games/entries/game-frame-popup';
import type { Game } from '@/features/games';
import { catalog, roundOpenGame } from '../../../sandbox/seed/catalog';
import { renderGames } from './render';

const seed = catalog().find((g) => g.vassalage === 'PG' && g.isGame === '1')!;
const game: Game = { nodeId: seed.nodeId, gameId: seed.gameId, gameType: 'RNG', vassalage: 'PG', name: seed.gameName, supportPlay: seed.supportPlay };

describe('GameFramePopup', () => {
  it('launches with the site language and shows the game in a sandboxed, titled frame', async () => {
    await renderGames(<GameFramePopup onClose={() => undefined} game={game} accountType={1} trialRelay={false} />, { account: 'member01' });
    const frame = await screen.findByTitle(`${game.name} game`);
    expect(frame.getAttribute('src')).toMatch(new RegExp(`/wps/sandbox-assets/play/${game.nodeId}\\?mode=real&language=EN`));
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
    expect(screen.getByRole('dialog', { name: game.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('opens a sports book at the view of the tab it came from, named in the title', async () => {
    const book = catalog().find((g) => g.vassalage === 'SABA')!;
    const sports: Game = { nodeId: book.nodeId, gameType: 'SPORTS', vassalage: 'SABA', name: book.displayName, supportPlay: 1 };
    await renderGames(<GameFramePopup onClose={() => undefined} game={sports} accountType={1} trialRelay={false} view="today" />, { account: 'member01' });
    const frame = await screen.findByTitle(`${sports.name} game`);
    expect(frame.getAttribute('src')).toContain(`/wps/sandbox-assets/sports/${book.nodeId}/today?`);
    expect(screen.getByRole('dialog', { name: `${sports.name} · Today's matches` })).toBeInTheDocument();
  });

  it('says a game is already running when the launch answers #734, and reloads on request', async () => {
    const open = roundOpenGame();
    await renderGames(<GameFramePopup onClose={() => undefined} game={{ ...game, nodeId: open.nodeId, vassalage: open.vassalage }} accountType={1} trialRelay={false} />, { account: 'member01' });
    expect(await screen.findByRole('alert')).toHaveTextContent('A game is already running');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A game is already running');
  });

  it('says clearly when the launch fails', async () => {
    await renderGames(<GameFramePopup onClose={() => undefined} game={{ ...game, nodeId: 1 }} accountType={1} trialRelay={false} />, { account: 'member01' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The game could not be started');
  });
});
