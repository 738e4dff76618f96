import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameCard, GameCardView } from '@/features/games';
import type { Game } from '@/features/games';
import { catalog, roundOpenGame } from '../../../sandbox/seed/catalog';
import { favourites, findMember, resetStore } from '../../../sandbox/store';
import { server } from '../../../sandbox/node';
import { renderGames } from './render';

const seed = catalog().find((g) => g.vassalage === 'PG' && g.isGame === '1' && g.supportPlay === 0)!;
const slot: Game = { nodeId: seed.nodeId, gameId: seed.gameId, gameCode: seed.gameCode, gameType: 'RNG', vassalage: 'PG', isGame: '1', name: seed.gameName, icon: seed.iconUrl, supportPlay: 0 };
const realOnly: Game = { ...slot, supportPlay: 1 };
const noop = () => undefined;

afterEach(() => {
  resetStore();
  vi.useRealTimers();
});

describe('GameCardView', () => {
  it('names every control after the game', async () => {
    await renderGames(<GameCardView game={slot} freeTrial isFavourite={false} onStart={noop} onFreeTrial={noop} onToggleFavourite={noop} />);
    expect(screen.getByRole('heading', { name: slot.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Play ${slot.name}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Free trial ${slot.name}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Favourite ${slot.name}` })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a favourite as a pressed heart and hides Free trial when not offered', async () => {
    await renderGames(<GameCardView game={realOnly} freeTrial={false} isFavourite onStart={noop} onFreeTrial={noop} onToggleFavourite={noop} />);
    expect(screen.getByRole('button', { name: `Favourite ${slot.name}` })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Free trial/ })).not.toBeInTheDocument();
  });

  it('loads the icon lazily with a size, and shows a neutral tile after one failed attempt', async () => {
    const { container } = await renderGames(<GameCardView game={slot} freeTrial={false} isFavourite={false} onStart={noop} onFreeTrial={noop} onToggleFavourite={noop} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '160');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-icon-fallback]')).not.toBeNull();
  });
});

describe('GameCard', () => {
  it('offers Free trial only when the brand has free play on', async () => {
    await renderGames(<GameCard game={slot} />, { flags: { FREEPLAY3: false } });
    expect(screen.queryByRole('button', { name: /Free trial/ })).not.toBeInTheDocument();
  });

  it('opens the sign-in popup when a visitor taps the heart', async () => {
    await renderGames(<GameCard game={slot} />);
    fireEvent.click(screen.getByRole('button', { name: `Favourite ${slot.name}` }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^login/);
  });

  it('adds and removes a favourite on the server, at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (/FavoriteGameV2/.test(request.url)) calls.push(request.method);
    };
    server.events.on('request:start', listener);
    const { member } = await renderGames(<GameCard game={slot} />, { account: 'member01' });
    const heart = screen.getByRole('button', { name: `Favourite ${slot.name}` });
    fireEvent.click(heart);
    fireEvent.click(heart); // within the second: dropped
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(favourites(Number(member?.id))).toEqual([slot.nodeId]));
    act(() => void vi.advanceTimersByTime(1000));
    vi.setSystemTime(Date.now() + 1000);
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(favourites(Number(findMember('member01')?.id))).toEqual([]));
    server.events.removeListener('request:start', listener);
    expect(calls).toEqual(['POST', 'DELETE']);
  });
});

describe('Starting a game', () => {
  it('asks a visitor to sign in', async () => {
    await renderGames(<GameCard game={realOnly} />);
    fireEvent.click(screen.getByRole('button', { name: `Play ${slot.name}` }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^login/);
  });

  it('lets a visitor free-trial a supportPlay 0 game', async () => {
    await renderGames(<GameCard game={slot} />);
    fireEvent.click(screen.getByRole('button', { name: `Free trial ${slot.name}` }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^gameFrame .*"accountType":0,"trialRelay":true/);
  });

  it('tells a trial account a real game needs a real account, and starts its free trial', async () => {
    await renderGames(<GameCard game={slot} />, { account: 'trial01' });
    fireEvent.click(screen.getByRole('button', { name: `Play ${slot.name}` }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^needTrueAccount/);
    fireEvent.click(screen.getByRole('button', { name: `Free trial ${slot.name}` }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^gameFrame .*"accountType":0,"trialRelay":false/);
  });

  it.each([
    ['TCG_LOTTO_VN', 'LOTT', '/vnLottery'],
    ['TCG_SEA', 'LOTT', '/seaLottery'],
    ['LOTT', 'LOTT', '/lottery?gameCode=X_1'],
    ['FB', 'SPORTS', '/fbSports'],
  ])('sends a %s game to its page', async (vassalage, gameType, to) => {
    await renderGames(<GameCard game={{ ...realOnly, vassalage, gameType, gameCode: 'X_1' }} />, { account: 'member01' });
    fireEvent.click(screen.getByRole('button', { name: `Play ${slot.name}` }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(to);
  });

  it('sends a game-list-centre vendor lobby to its category route, and opens other lobbies as a popup list', async () => {
    await renderGames(
      <>
        <GameCard game={{ ...realOnly, isGame: 'VASSALAGE', name: 'PG Lobby' }} />
        <GameCard game={{ ...realOnly, nodeId: 9, isGame: 'VASSALAGE', vassalage: 'EVO', gameType: 'LIVE', name: 'EVO Lobby' }} />
      </>,
      { account: 'member01' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play PG Lobby' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/rng?vassalage=PG');
    fireEvent.click(screen.getByRole('button', { name: 'Play EVO Lobby' }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^gameList .*"vassalage":"EVO"/);
  });

  it('starts other games in place for real', async () => {
    const open = roundOpenGame();
    await renderGames(<GameCard game={{ ...realOnly, nodeId: open.nodeId }} />, { account: 'member01' });
    fireEvent.click(screen.getByRole('button', { name: `Play ${slot.name}` }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^gameFrame .*"accountType":1,"trialRelay":false/);
  });
});
