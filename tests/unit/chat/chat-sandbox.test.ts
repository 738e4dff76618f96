import { beforeEach, describe, expect, it } from 'vitest';
import { findGame } from '../../../sandbox/seed/catalog';
import { resetStore } from '../../../sandbox/store';
import { SEED_CHAT_UNREAD } from '../../../sandbox/operations/chat';
import { call, login } from '../sandbox/helpers';

beforeEach(() => resetStore());

async function token(account: string): Promise<string> {
  const { json } = await login(account, 'Passw0rd!');
  return json.value.token!;
}

describe('Chat sandbox', () => {
  it('lists the brand’s streamers online first, to visitors too', async () => {
    const { json } = await call<{ list: { modelId: string; online: boolean; viewers?: number }[] }>('/wps/relay/CBS_modelList');
    expect(json.success).toBe(true);
    const online = json.value.list.map((s) => s.online);
    expect(online.indexOf(false)).toBeGreaterThan(0);
    expect(online.slice(online.indexOf(false))).not.toContain(true);
    const other = await call<{ list: { viewers?: number }[] }>('/wps/relay/CBS_modelList', { merchant: 'goldenlotus' });
    expect(other.json.value.list.map((s) => s.viewers)).not.toEqual(json.value.list.map((s) => s.viewers));
  });

  it('opens a member’s room as a chat page the sandbox serves, and clears the unread count', async () => {
    const member = await token('member01');
    expect((await call<number>('/wps/relay/CBS_unreadCount', { token: member })).json.value).toBe(SEED_CHAT_UNREAD);
    const { json } = await call<{ chatUrl: string }>('/wps/relay/CBS_launchChat?modelId=bea&language=TY', { token: member });
    const url = new URL(json.value.chatUrl);
    expect(url.pathname).toBe('/wps/sandbox-assets/chat/bea');
    expect(url.searchParams.get('language')).toBe('TY');
    const page = await fetch(url);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<title>Bea · Sic Bo B<\/title>/);
    expect((await call<number>('/wps/relay/CBS_unreadCount', { token: member })).json.value).toBe(0);
  });

  it('refuses visitors, trial accounts, and offline or unknown streamers', async () => {
    expect((await call('/wps/relay/CBS_launchChat')).status).toBe(401);
    const trial = await token('trial01');
    expect((await call('/wps/relay/CBS_launchChat', { token: trial })).json.message).toBe('in_need_true_account');
    const member = await token('member01');
    expect((await call('/wps/relay/CBS_launchChat?modelId=ella', { token: member })).json.message).toBe('chat.model.not.found');
    expect((await call('/wps/relay/CBS_launchChat?modelId=nobody', { token: member })).json.message).toBe('chat.model.not.found');
  });

  it('lists mini games of the catalog that start like any game: most with free trial, some real-money only', async () => {
    const { json } = await call<{ list: { nodeId: number; supportPlay: number }[] }>('/wps/relay/GCSGAME_getMiniGames');
    expect(json.value.list).toHaveLength(8);
    expect(json.value.list.every((g) => findGame(g.nodeId) !== undefined)).toBe(true);
    expect(json.value.list.filter((g) => g.supportPlay === 0)).toHaveLength(6);
  });
});
