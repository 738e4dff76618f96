import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, StrictMode, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

vi.mock('@/lib/reload', () => ({ reloadPage: vi.fn<() => void>() }));

const { reloadPage } = await import('@/lib/reload');
const { i18n, initI18n } = await import('@/i18n');
const { PopupProvider, usePopups } = await import('@/lib/popups');
const { PopupHost } = await import('@/app/popup-host');
const { popupEntry } = await import('@/app/popup-registry');
const { PopupRoute } = await import('@/app/popup-route');
const { Dialog } = await import('@/ui');
type PopupProps = import('@/lib/popups').PopupProps;
type Popups = import('@/lib/popups').Popups;

/** A popup that shows the props it was opened with. */
function EchoPopup({ onClose, ...props }: PopupProps & Record<string, unknown>) {
  return (
    <Dialog open title="Echo" onClose={onClose}>
      <output aria-label="props">{JSON.stringify(props)}</output>
    </Dialog>
  );
}

function Broken(): ReactNode {
  throw new Error('boom');
}

let releaseSlow: (() => void) | null = null;
let downloads = 0;
const registry: Record<string, import('@/app/popup-registry').PopupComponent> = {
  login: lazy(async () => ({ default: EchoPopup as ComponentType<PopupProps> })),
  help: lazy(async () => ({ default: EchoPopup as ComponentType<PopupProps> })),
  register: lazy(
    () =>
      new Promise<{ default: ComponentType<PopupProps> }>((resolve) => {
        releaseSlow = () => resolve({ default: EchoPopup as ComponentType<PopupProps> });
      }),
  ),
  gameList: lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/game-list.js')),
  ),
  notice: lazy(async () => ({ default: Broken })),
  // A download that takes a moment (shorter than the loading dialog's delay).
  announcement: lazy(
    () =>
      new Promise<{ default: ComponentType<PopupProps> }>((resolve) => {
        setTimeout(() => resolve({ default: EchoPopup as ComponentType<PopupProps> }), 50);
      }),
  ),
  // Slower than the loading dialog's delay, and fetched ahead with preload().
  gameFrame: popupEntry(
    () =>
      new Promise<{ default: ComponentType<PopupProps> }>((resolve) => {
        downloads += 1;
        setTimeout(() => resolve({ default: EchoPopup as ComponentType<PopupProps> }), 400);
      }),
  ),
};

let popups: Popups | null = null;
let where: { pathname: string; navigate: NavigateFunction | null } = { pathname: '', navigate: null };

function Probe() {
  const value = usePopups();
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    popups = value;
    where = { pathname: location.pathname, navigate };
  });
  return null;
}

function renderSite(path = '/') {
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <PopupProvider preload={(name) => registry[name]?.preload?.() ?? Promise.resolve()}>
            <Routes>
              <Route path="/" element={<h1>Home</h1>} />
              <Route path="/other" element={<h1>Other</h1>} />
              {(['login', 'register', 'help'] as const).map((name) => (
                <Route
                  key={name}
                  path={`/${name}`}
                  element={
                    <PopupRoute name={name}>
                      <h1>Home</h1>
                    </PopupRoute>
                  }
                />
              ))}
            </Routes>
            <PopupHost registry={registry} />
            <Probe />
          </PopupProvider>
        </MemoryRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}

/** Records the text of every dialog that appears, even for a moment; `stop()` returns them. */
function watchDialogs() {
  const seen = new Set<string>();
  const observer = new MutationObserver(() => {
    for (const dialog of document.querySelectorAll('[role="dialog"], dialog')) seen.add(dialog.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    stop() {
      observer.disconnect();
      return [...seen];
    },
  };
}

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(() => {
  popups = null;
  releaseSlow = null;
});

describe('popups', () => {
  it('opens a popup with its props and closes it from its close button', async () => {
    const user = userEvent.setup();
    renderSite();
    act(() => popups!.open('login', { next: '/lottery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Echo' });
    expect(dialog).toHaveTextContent('{"next":"/lottery"}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(popups!.current).toBeNull();
  });

  it('shows a loading dialog while the popup downloads', async () => {
    renderSite();
    act(() => popups!.open('register'));
    expect(await screen.findByRole('dialog', { name: 'Loading…' })).toBeInTheDocument();
    await act(async () => releaseSlow!());
    expect(await screen.findByRole('dialog', { name: 'Echo' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('opens a quickly downloaded popup straight away, without flashing the loading dialog first', async () => {
    const dialogs = watchDialogs();
    renderSite();
    act(() => popups!.open('announcement'));
    expect(await screen.findByRole('dialog', { name: 'Echo' })).toBeInTheDocument();
    expect(dialogs.stop().filter((text) => text.includes('Loading'))).toEqual([]);
  });

  it('opens a popup fetched ahead with preload() at once, however slow its download was', async () => {
    const dialogs = watchDialogs();
    renderSite();
    await act(() => popups!.preload('gameFrame'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => popups!.open('gameFrame', { n: 1 }));
    expect(screen.getByRole('dialog', { name: 'Echo' })).toHaveTextContent('{"n":1}');
    expect(dialogs.stop().filter((text) => text.includes('Loading'))).toEqual([]);
    // Preloading again, or opening again, does not download it again.
    await act(() => popups!.preload('gameFrame'));
    act(() => popups!.close());
    act(() => popups!.open('gameFrame', { n: 2 }));
    expect(screen.getByRole('dialog', { name: 'Echo' })).toHaveTextContent('{"n":2}');
    expect(downloads).toBe(1);
  });

  it('offers a retry that reloads when the popup fails to download', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite();
    act(() => popups!.open('gameList'));
    const dialog = await screen.findByRole('dialog', { name: 'This page could not be loaded' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('says "Unknown error" when a popup breaks for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite();
    act(() => popups!.open('notice'));
    expect(await screen.findByRole('dialog', { name: 'Unknown error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('replaces the popup on screen when another opens; close(name) leaves another popup open', async () => {
    renderSite();
    act(() => popups!.open('login', { step: 1 }));
    expect(await screen.findByRole('dialog', { name: 'Echo' })).toHaveTextContent('{"step":1}');
    act(() => popups!.open('help', { step: 2 }));
    expect(await screen.findByRole('dialog', { name: 'Echo' })).toHaveTextContent('{"step":2}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => popups!.close('login'));
    expect(popups!.current?.name).toBe('help');
    act(() => popups!.close('help'));
    expect(popups!.current).toBeNull();
  });

  it('opens the popup an address names, with its query and anchor, and goes to / once it is closed', async () => {
    const user = userEvent.setup();
    renderSite('/login?referralCode=ABC#terms');
    const dialog = await screen.findByRole('dialog', { name: 'Echo' });
    expect(JSON.parse(dialog.querySelector('output')!.textContent!)).toEqual({
      query: { referralCode: 'ABC' },
      anchor: 'terms',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(where.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the popup away when the visitor leaves its address, without sending them to /', async () => {
    renderSite('/help#faq');
    expect(await screen.findByRole('dialog', { name: 'Echo' })).toHaveTextContent('"anchor":"faq"');
    await act(async () => {
      await where.navigate!('/other');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where.pathname).toBe('/other');
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('lets the flow that closes the popup go where it goes (register success to /promotions)', async () => {
    renderSite('/register');
    act(() => releaseSlow?.());
    await screen.findByRole('dialog', { name: 'Echo' });
    await act(async () => {
      popups!.close();
      await where.navigate!('/promotions');
    });
    expect(where.pathname).toBe('/promotions');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the address when the popup it opened hands over to another popup', async () => {
    renderSite('/login');
    await screen.findByRole('dialog', { name: 'Echo' });
    act(() => popups!.open('help', { from: 'login' }));
    expect(await screen.findByRole('dialog', { name: 'Echo' })).toHaveTextContent('{"from":"login"}');
    expect(where.pathname).toBe('/login');
    act(() => popups!.close());
    expect(where.pathname).toBe('/');
  });
});

describe('usePopups', () => {
  it('says what is missing when used outside a PopupProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePopups())).toThrow('usePopups needs a PopupProvider');
  });
});
