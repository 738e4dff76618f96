import { beforeEach, describe, expect, it } from 'vitest';
import { publishMemberEvent, subscribeMemberEvents, type MemberEvent } from '../../../sandbox/events';
import { cloneMember, findMember, resetStore } from '../../../sandbox/store';
import { call, login } from './helpers';

interface Message {
  messageId: number;
  kind: string;
  title: string;
  content: string;
  isRead: boolean;
  sendTime: number;
}
interface Page {
  list: Message[];
  totalPages: number;
  total: number;
  unreadCount: number;
}

const token = async (account: string) => (await login(account, 'Passw0rd!')).json.value.token ?? '';
const inbox = (t: string, query = 'page=1&size=10', language = 'EN') =>
  call<Page>(`/wps/relay/EMFE_getInbox?${query}`, { token: t, headers: { Language: language } });
const unread = async (t: string) => (await call<number>('/wps/relay/EMFE_getInboxUnreadCount', { token: t })).json.value;

describe('Sandbox inbox', () => {
  beforeEach(() => resetStore());

  it('seeds member01 with a few hundred messages of every kind, newest first, some unread', async () => {
    const t = await token('member01');
    const all = (await inbox(t, 'page=1&size=50')).json.value;
    expect(all.total).toBeGreaterThanOrEqual(200);
    expect(all.totalPages).toBe(Math.ceil(all.total / 50));
    const kinds = new Set<string>();
    for (let page = 1; page <= all.totalPages; page += 1) for (const m of (await inbox(t, `page=${page}&size=50`)).json.value.list) kinds.add(m.kind);
    expect([...kinds].toSorted()).toEqual(['DEPOSIT_CREDITED', 'DEPOSIT_FAILED', 'MAIL', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED']);
    const times = all.list.map((m) => m.sendTime);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(all.unreadCount).toBeGreaterThan(0);
    expect(await unread(t)).toBe(all.unreadCount);
  });

  it('gives every other member six messages, exactly the newest four unread, whatever its id (copies of member01 alike)', async () => {
    const counts: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const copy = cloneMember('member01')!;
      const t = await token(copy.account);
      const page = (await inbox(t)).json.value;
      counts.push(page.unreadCount);
      expect(page.list.map((m) => m.isRead)).toEqual([false, false, false, false, true, true]);
    }
    expect(new Set(counts)).toEqual(new Set([4]));
  });

  it('words the platform kinds in the member language', async () => {
    const t = await token('member01');
    const en = (await inbox(t)).json.value.list.find((m) => m.kind === 'DEPOSIT_CREDITED');
    const ty = (await inbox(t, 'page=1&size=10', 'TY')).json.value.list.find((m) => m.kind === 'DEPOSIT_CREDITED');
    expect(en?.title).toBe('Deposit credited');
    expect(ty?.title).toBe('Na-credit ang deposito');
  });

  it('has nothing for member02 and trial accounts', async () => {
    expect((await inbox(await token('member02'))).json.value).toMatchObject({ list: [], total: 0, totalPages: 0, unreadCount: 0 });
    expect(await unread(await token('trial01'))).toBe(0);
  });

  it('marks messages read and deletes them, answering the unread count after', async () => {
    const t = await token('member01');
    const before = (await inbox(t)).json.value;
    const unreadOne = before.list.find((m) => !m.isRead)!;
    const read = await call<{ changed: number; unreadCount: number }>('/wps/message/read', { token: t, body: { messageIds: [unreadOne.messageId] } });
    expect(read.json.value).toEqual({ changed: 1, unreadCount: before.unreadCount - 1 });
    expect(await unread(t)).toBe(before.unreadCount - 1);

    const ids = before.list.slice(0, 3).map((m) => m.messageId);
    const deleted = await call<{ changed: number }>(`/wps/message/inbox?messageIds=${ids.join(',')}`, { token: t, method: 'DELETE' });
    expect(deleted.json.value.changed).toBe(3);
    const after = (await inbox(t)).json.value;
    expect(after.total).toBe(before.total - 3);
    expect(after.list.map((m) => m.messageId)).not.toContain(ids[0]);
    expect((await call('/wps/message/read', { token: t, body: { messageIds: [] } })).status).toBe(400);
  });

  it('adds the matching message when a deposit or withdrawal event happens', async () => {
    const t = await token('member01');
    const member = findMember('member01')!;
    const before = await unread(t);
    publishMemberEvent(member.id, 'deposit.credited', { depositId: 'D1', amount: 500, requestTime: Date.UTC(2026, 0, 2, 3, 4) });
    publishMemberEvent(member.id, 'withdrawal.rejected', { amount: 300, reason: 'Name does not match' });
    const { list, unreadCount } = (await inbox(t)).json.value;
    expect(unreadCount).toBe(before + 2);
    expect(list[0]).toMatchObject({ kind: 'WITHDRAWAL_REJECTED', isRead: false });
    expect(list[0]?.content).toContain('Name does not match');
    expect(list[1]).toMatchObject({ kind: 'DEPOSIT_CREDITED', isRead: false });
    expect(list[1]?.content).toContain('<strong>500.00</strong> deposit request at 2026-01-02 03:04 has been credited');
  });

  it('sends a mail by control call and tells the member it is new', async () => {
    const t = await token('member01');
    const events: [number, MemberEvent][] = [];
    const stop = subscribeMemberEvents((id, event) => events.push([id, event]));
    const response = await fetch('http://localhost/__sandbox/messages/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'member01', title: 'Hello', content: '<p>Hi there</p>' }),
    });
    stop();
    const { messageId } = (await response.json()) as { messageId: number };
    expect((await inbox(t)).json.value.list[0]).toMatchObject({ messageId, kind: 'MAIL', title: 'Hello', content: '<p>Hi there</p>', isRead: false });
    expect(events).toEqual([[findMember('member01')!.id, expect.objectContaining({ type: 'message.new', payload: { messageId, title: 'Hello' } })]]);
    const refused = await fetch('http://localhost/__sandbox/messages/send', { method: 'POST', body: JSON.stringify({ account: 'trial01' }) });
    expect(refused.status).toBe(400);
  });
});
