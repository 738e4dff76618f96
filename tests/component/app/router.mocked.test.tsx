import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

// The shell's parts are tested by the layout feature; here they are plain landmarks so routing is tested alone.
vi.mock('@/features/layout', () => ({
  Header: () => <header>site header</header>,
  NavBar: () => <nav aria-label="Games">nav</nav>,
  Footer: () => <footer>site footer</footer>,
  RightBar: () => <aside aria-label="Quick links">right bar</aside>,
}));
// Screens and popups of the features are tested by their features; here each is a stub that names itself.
vi.mock('@/features/home/entries/home-page', () => ({ default: () => <h1>Home</h1> }));
vi.mock('@/features/games/entries/category-page', () => ({ default: () => <h1>Category page</h1> }));
vi.mock('@/features/games/entries/lottery-page', () => ({ default: () => <h1>Lottery</h1> }));
vi.mock('@/features/games/entries/fb-sports-page', () => ({ default: () => <h1>FB Sports</h1> }));
vi.mock('@/app/screens/lazy-download', () => ({ default: () => <h1>App download</h1> }));
vi.mock('@/features/auth/entries/agent-login-page', () => ({ default: () => <h1>Agent sign-in</h1> }));
vi.mock('@/features/auth/entries/login-popup', () => ({
  default: ({ onClose }: { onClose(): void }) => (
    <dialog open aria-label="Sign in">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  ),
}));
vi.mock('@/features/auth/entries/register-popup', () => ({
  default: () => <dialog open aria-label="Register" />,
}));
vi.mock('@/features/announcements', () => ({ AnnouncementGate: () => null }));
vi.mock('@/lib/reload', () => ({ reloadPage: vi.fn<() => void>() }));
vi.mock('@/app/screens/lazy-point-mall', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/lazy-point-mall-1a2b.js');
});
vi.mock('@/app/screens/lazy-join', () => {
  throw new Error('boom');
});
// A stalled connection: the chunk neither arrives nor fails.
vi.mock('@/app/screens/lazy-seamless', () => new Promise(() => {}));

const { reloadPage } = await import('@/lib/reload');
const { i18n, initI18n } = await import('@/i18n');
const { allMerchants, MerchantProvider } = await import('@/merchant');
const { createRoutes, MemoryAppRouter } = await import('@/app/router');
const { MemberProvider } = await import('@/lib/member');

const merchant = allMerchants()[0]!;
let token: string | null = null;

/** Where the router is and a way to move it, as the test sees them. */
interface RouterHandle {
  state: { location: { pathname: string } };
  navigate: (to: string) => Promise<void>;
}

let seen: { pathname: string; navigate: NavigateFunction | null } = { pathname: '', navigate: null };

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    seen = { pathname: location.pathname, navigate };
  });
  return null;
}

function renderAt(path: string): RouterHandle {
  seen = { pathname: '', navigate: null };
  render(
    <MerchantProvider merchant={merchant}>
      <I18nextProvider i18n={i18n}>
        <MemberProvider member={null}>
          <MemoryAppRouter initialEntries={[path]} getToken={() => token}>
            <Probe />
          </MemoryAppRouter>
        </MemberProvider>
      </I18nextProvider>
    </MerchantProvider>,
  );
  return {
    state: {
      get location() {
        return { pathname: seen.pathname };
      },
    },
    navigate: async (to) => {
      await seen.navigate!(to);
    },
  };
}

const h1 = () => screen.findByRole('heading', { level: 1 });

beforeAll(async () => {
  await initI18n('EN');
});

beforeEach(() => {
  token = null;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  document.getElementById('topic')?.remove();
});

describe('router', () => {
  it('renders home inside the shell with a skip link to the main content', async () => {
    renderAt('/');
    expect(await h1()).toHaveTextContent('Home');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/index', '/index.html', '/home'])('shows home at %s', async (path) => {
    renderAt(path);
    expect(await h1()).toHaveTextContent('Home');
  });

  it('titles the page "<screen> · <brand>"', async () => {
    renderAt('/down');
    await h1();
    expect(document.title).toBe(`App download · ${merchant.name}`);
  });

  it.each(['/lottery', '/seaLottery', '/vnLottery'])('sends %s to /login without a login token', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the lottery with a login token', async () => {
    token = 'tok-1';
    const router = renderAt('/lottery');
    expect(await h1()).toHaveTextContent('Lottery');
    expect(router.state.location.pathname).toBe('/lottery');
  });

  it('shows home with a sign-in popup at /login; closing it goes to /', async () => {
    const user = userEvent.setup();
    const router = renderAt('/login');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Home');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a register popup at /register', async () => {
    renderAt('/register?referralCode=ABC');
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('scrolls to the anchor of /help#topic', async () => {
    const topic = document.createElement('section');
    topic.id = 'topic';
    document.body.append(topic);
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn<(this: Element) => void>(function (this: Element) {
      scrolled.push(this);
    });
    renderAt('/help#topic');
    expect(await screen.findByRole('dialog', { name: 'Help centre' })).toBeInTheDocument();
    expect(scrolled).toContain(topic);
  });

  it('scrolls to the top when the route changes, not when only the query does', async () => {
    const router = renderAt('/');
    await h1();
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/down'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/down?tab=ios'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('shows a not-found page for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(await h1()).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it("has a page for each of the brand's category routes and game-list-centre categories", async () => {
    const paths = new Set([
      ...Object.values(merchant.categories).map((c) => c.route),
      ...merchant.nav.gameListCentre.map((g) => `/${g.toLowerCase()}`),
      '/fish', '/pvp', '/live', '/sports', '/esports', '/cockfight', '/elott',
    ]);
    const gamePaths = createRoutes({ merchant })
      .filter((r) => r.gamePage)
      .map((r) => r.path);
    expect([...paths].filter((path) => !gamePaths.includes(path))).toEqual([]);
  });

  it.each([
    ['/fish', 'Category page'],
    ['/rng', 'Category page'],
    ['/fbSports', 'FB Sports'],
  ])('draws the built screen at %s', async (path, name) => {
    renderAt(path);
    expect(await h1()).toHaveTextContent(name);
  });

  it('guards /lott like the other lottery routes', async () => {
    const router = renderAt('/lott');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([['/agentHome'], ['/agentHome/agentTeamOverview']])('gives a visitor at %s the agent sign-in', async (path) => {
    renderAt(path);
    expect(await h1()).toHaveTextContent('Agent sign-in');
  });

  it('draws the help centre as a page at /helpmc', async () => {
    renderAt('/helpmc');
    expect(await h1()).toHaveTextContent('Help centre');
  });

  it('loads the promotions group lazily', async () => {
    renderAt('/promotions');
    expect(await h1()).toHaveTextContent('Promotions');
  });

  it('offers a retry that reloads when a screen chunk fails to load', async () => {
    const user = userEvent.setup();
    renderAt('/pointMall');
    expect(await h1()).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('gives up on a chunk that has not arrived after 120 s (SPEC §9) with the chunk-load message and a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      renderAt('/seamless');
      expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(119_000));
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_000));
      expect(await h1()).toHaveTextContent('This page could not be loaded');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an unknown error with retry for other failures', async () => {
    renderAt('/join');
    expect(await h1()).toHaveTextContent('Unknown error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
