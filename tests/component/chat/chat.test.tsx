import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CHAT_UNREAD_REFRESH_MS } from '@/features/chat/api/chat-unread';
import ChatRoomPopup from '@/features/chat/entries/chat-room-popup';
import MiniGamePopup from '@/features/chat/entries/mini-game-popup';
import LiveChatSection from '@/features/chat/sections/live-chat';
import { usePopups } from '@/lib/popups';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp, signInForTest } from '../../support/app-providers';
import { server } from '../../../sandbox/node';
import { ok } from '../../../sandbox/responses';
import { forceError, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
afterEach(() => vi.useRealTimers());
vi.setConfig({ testTimeout: 30_000 });

/** Names the popup on screen and the props it was opened with, as the popup host would get them. */
function PopupProbe() {
  const { current } = usePopups();
  return <output aria-label="Open popup">{current ? `${current.name} ${JSON.stringify(current.props)}` : ''}</output>;
}

async function renderWith(ui: React.ReactElement, { account, code = 'luckystar', language = 'EN' }: { account?: string; code?: string; language?: string } = {}) {
  const merchant = getMerchant(code)!;
  await prepareApp(merchant, language);
  const member = await signInForTest(account);
  return render(
    <AppProviders merchant={merchant} flags={merchant.whitelabel} member={member} route="/live">
      {ui}
      <PopupProbe />
    </AppProviders>,
  );
}

const popup = () => screen.getByRole('status', { name: 'Open popup' });

describe('Live chat panel', () => {
  it('asks a visitor to sign in instead of showing the chat', async () => {
    const user = userEvent.setup();
    await renderWith(<LiveChatSection />);
    const panel = screen.getByRole('region', { name: 'Live chat' });
    expect(within(panel).getByText('Sign in to chat with the dealers and other players.')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Open chat room' })).toBeNull();
    expect(panel.querySelector('iframe')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(popup()).toHaveTextContent(/^login/);
  });

  it('tells a trial account the chat needs a real account', async () => {
    await renderWith(<LiveChatSection />, { account: 'trial01' });
    const panel = screen.getByRole('region', { name: 'Live chat' });
    expect(await within(panel).findByText(/This needs a real account/)).toBeVisible();
    expect(panel.querySelector('iframe')).toBeNull();
  });

  it('shows member01 the first online streamer’s chat in a sandboxed frame, another on picking, and the unread count', async () => {
    const user = userEvent.setup();
    await renderWith(<LiveChatSection />, { account: 'member01' });
    const panel = screen.getByRole('region', { name: 'Live chat' });
    const frame = await within(panel).findByTitle('Live chat with Angel');
    // The open room is where the lines are read: the count is asked again and its badge goes.
    await waitFor(() => expect(within(panel).queryByText(/unread/)).toBeNull());
    expect(frame).toHaveAttribute('src', expect.stringMatching(/\/wps\/sandbox-assets\/chat\/angel\?language=EN$/));
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    const streamers = within(panel).getByRole('list', { name: 'Streamers' });
    expect(within(streamers).getByRole('button', { name: /^Angel/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(streamers).getByRole('button', { name: /^Ella.*Offline/ })).toBeDisabled();

    await user.click(within(streamers).getByRole('button', { name: /^Bea/ }));
    expect(await within(panel).findByTitle('Live chat with Bea')).toHaveAttribute('src', expect.stringContaining('/chat/bea'));
    await user.click(within(panel).getByRole('button', { name: 'Open chat room' }));
    expect(popup()).toHaveTextContent('chatRoom {"modelId":"bea"}');
  });

  it('says the chat could not be loaded and opens it on Retry', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/CBS_launchChat', { code: 'unknown_error' });
    await renderWith(<LiveChatSection />, { account: 'member01' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chat could not be loaded.');
    // No room is open, so the member's lines are still unread.
    expect(await screen.findByText('3 unread')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Live chat with Angel')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('3 unread')).toBeNull());
  });

  it('asks for the unread count again every half minute while the panel shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    forceError('GET /wps/relay/CBS_launchChat', { code: 'unknown_error' });
    let asked = 0;
    server.use(
      http.get('*/wps/relay/CBS_unreadCount', () => {
        asked += 1;
        return HttpResponse.json(ok(asked === 1 ? 3 : 5));
      }),
    );
    await renderWith(<LiveChatSection />, { account: 'member01' });
    expect(await screen.findByText('3 unread')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(CHAT_UNREAD_REFRESH_MS + 100));
    expect(await screen.findByText('5 unread')).toBeVisible();
  });

  it('speaks Tagalog in Golden Lotus', async () => {
    await renderWith(<LiveChatSection />, { code: 'goldenlotus', language: 'TY' });
    expect(screen.getByText('Mag-sign in para makipag-chat sa mga dealer at ibang manlalaro.')).toBeVisible();
  });
});

describe('Chat room popup', () => {
  it('opens the chosen streamer’s chat full size in a labelled dialog that closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    await renderWith(<ChatRoomPopup onClose={onClose} modelId="carla" />, { account: 'member01' });
    const dialog = screen.getByRole('dialog', { name: 'Chat room' });
    expect(await within(dialog).findByTitle('Live chat with Carla')).toHaveAttribute('src', expect.stringContaining('/chat/carla'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Mini-game popup', () => {
  it('lists the mini games; a visitor starting one is asked to sign in', async () => {
    const user = userEvent.setup();
    await renderWith(<MiniGamePopup onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Mini games' });
    const list = await within(dialog).findByRole('list', { name: 'Mini games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await user.click(within(list).getAllByRole('button', { name: /^Play/ })[0]!);
    expect(popup()).toHaveTextContent(/^login/);
  });

  it('opens a mini game in the game frame for member01', async () => {
    const user = userEvent.setup();
    await renderWith(<MiniGamePopup onClose={() => {}} />, { account: 'member01' });
    const list = await screen.findByRole('list', { name: 'Mini games' });
    await user.click(within(list).getAllByRole('button', { name: /^Play/ })[0]!);
    expect(popup()).toHaveTextContent(/^gameFrame .*"accountType":1/);
  });

  it('says the list could not be loaded and loads it on Retry', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/GCSGAME_getMiniGames', { code: 'unknown_error' });
    await renderWith(<MiniGamePopup onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Mini games' })).toBeInTheDocument();
  });
});
