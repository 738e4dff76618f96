import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { subscribeMemberEvents, publishMemberEvent, type MemberEvent } from '../events.ts';
import { createRandom } from '../prng.ts';
import { authed, fail, gate, int, ok, readBody, type ScenarioSource } from '../responses.ts';
import { findMember, findMemberById, onStoreReset, sandboxNow, type StoredMember } from '../store.ts';
import { http } from './http.ts';

/** SPEC §3's message kinds, as the inbox answers them (designed names). */
export type MessageKind = 'DEPOSIT_CREDITED' | 'WITHDRAWAL_APPROVED' | 'WITHDRAWAL_REJECTED' | 'DEPOSIT_FAILED' | 'MAIL';

/** One inbox message. System kinds keep their facts and are worded in the request's language; mail keeps its text. */
interface StoredMessage {
  messageId: number;
  kind: MessageKind;
  sendTime: number;
  isRead: boolean;
  /** System kinds: amount (decimal), when the member asked (epoch ms) and, for failures and refusals, the reason. */
  facts?: { amount: number; requestTime: number; reason?: string };
  /** MAIL: what the merchant wrote (content is HTML). */
  title?: string;
  content?: string;
}

const DAY = 86_400_000;
const SEEDED_COUNT = 320;
const OTHER_COUNT = 6;
const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

const REASONS = ['The account name does not match the bank card.', 'Turnover not met for the last promotion.', 'The payment was not completed.'];
const MAILS: readonly { title: string; content: string }[] = [
  { title: 'Weekend reload bonus', content: '<p>Deposit this weekend and get a <strong>20% reload bonus</strong> up to 1,000.</p><p><a href="/promotions">See the promotion</a></p>' },
  { title: 'Scheduled maintenance', content: '<p>Sports betting will be unavailable on Tuesday from 02:00 to 04:00.</p>' },
  { title: 'Your VIP level went up', content: '<p>Congratulations! You reached <em>Gold</em>. Your rebate rates are higher from today.</p>' },
  { title: 'Security reminder', content: '<p>We never ask for your password. Set a fund password in the <a href="/member/securityCenter">security centre</a>.</p>' },
  // What a careless merchant editor could send: the page must show the text and run nothing.
  { title: 'Lucky draw results', content: '<p>The lucky draw winners are out.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' },
];

/** The words of each kind, EN and TY (Tagalog); the platform sends messages in the member's language. */
const TEXTS: Record<'EN' | 'TY', Record<Exclude<MessageKind, 'MAIL'>, { title: string; content: (f: Required<StoredMessage>['facts'], at: string) => string }>> = {
  EN: {
    DEPOSIT_CREDITED: { title: 'Deposit credited', content: (f, at) => `<p>Your <strong>${f.amount.toFixed(2)}</strong> deposit request at ${at} has been credited.</p>` },
    DEPOSIT_FAILED: { title: 'Deposit failed', content: (f, at) => `<p>Your ${f.amount.toFixed(2)} deposit request at ${at} has failed. Please try again or contact customer service.</p><p>${f.reason ?? ''}</p>` },
    WITHDRAWAL_APPROVED: { title: 'Withdrawal approved', content: (f, at) => `<p>Your withdrawal request at ${at} of <strong>${f.amount.toFixed(2)}</strong> has been approved.</p>` },
    WITHDRAWAL_REJECTED: { title: 'Withdrawal rejected', content: (f, at) => `<p>Your withdrawal request at ${at} of ${f.amount.toFixed(2)} has been rejected.</p><p>${f.reason ?? ''}</p>` },
  },
  TY: {
    DEPOSIT_CREDITED: { title: 'Na-credit ang deposito', content: (f, at) => `<p>Na-credit na ang iyong <strong>${f.amount.toFixed(2)}</strong> na deposit request noong ${at}.</p>` },
    DEPOSIT_FAILED: { title: 'Hindi natuloy ang deposito', content: (f, at) => `<p>Hindi natuloy ang iyong ${f.amount.toFixed(2)} na deposit request noong ${at}. Subukang muli o makipag-ugnayan sa customer service.</p><p>${f.reason ?? ''}</p>` },
    WITHDRAWAL_APPROVED: { title: 'Aprubado ang withdrawal', content: (f, at) => `<p>Naaprubahan na ang iyong withdrawal request noong ${at} na <strong>${f.amount.toFixed(2)}</strong>.</p>` },
    WITHDRAWAL_REJECTED: { title: 'Tinanggihan ang withdrawal', content: (f, at) => `<p>Tinanggihan ang iyong withdrawal request noong ${at} na ${f.amount.toFixed(2)}.</p><p>${f.reason ?? ''}</p>` },
  },
};

const inboxes = new Map<number, StoredMessage[]>();
const counters = new Map<number, number>();
onStoreReset(() => {
  inboxes.clear();
  counters.clear();
});

function nextId(memberId: number): number {
  const n = (counters.get(memberId) ?? 0) + 1;
  counters.set(memberId, n);
  return memberId * 100_000 + n;
}

function seedInbox(member: StoredMember): StoredMessage[] {
  // Trial accounts get no messages; member02 starts empty (the "no messages yet" state, like its empty records).
  if (member.type === 4 || member.account === 'member02') return [];
  const count = member.account === 'member01' ? SEEDED_COUNT : OTHER_COUNT;
  const random = createRandom(member.id * 31 + 5);
  const now = sandboxNow();
  const kinds: MessageKind[] = ['MAIL', 'DEPOSIT_CREDITED', 'DEPOSIT_CREDITED', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED', 'DEPOSIT_FAILED'];
  const messages: StoredMessage[] = [];
  let at = now - random.int(5, 60) * 60_000;
  for (let i = 0; i < count; i += 1) {
    const kind = i < kinds.length ? (kinds[i] as MessageKind) : random.pick(kinds);
    // The newest four are unread, and in member01's long inbox about one in twenty of the rest. Every other inbox has
    // exactly four: which of its six a random one-in-twenty left unread depended on the account's id, so one copy of
    // member01 in ten had five (a browser test expecting four failed by the order its copy was made in).
    const roll = random.next();
    const isRead = i >= 4 && (count !== SEEDED_COUNT || roll > 0.05);
    const message: StoredMessage = { messageId: 0, kind, sendTime: at, isRead };
    if (kind === 'MAIL') Object.assign(message, random.pick(MAILS));
    else
      message.facts = { amount: random.int(100, 20_000), requestTime: at - random.int(1, 120) * 60_000,
        ...(kind === 'WITHDRAWAL_REJECTED' || kind === 'DEPOSIT_FAILED' ? { reason: random.pick(REASONS) } : {}) };
    messages.push(message);
    at -= random.int(1, Math.max(2, Math.floor((90 * DAY) / count / 60_000) * 2)) * 60_000;
  }
  // Ids grow with time, so the newest message has the highest id.
  for (const message of messages.toReversed()) message.messageId = nextId(member.id);
  return messages;
}

/** The member's inbox, newest first (made on first use). */
function inboxOf(member: StoredMember): StoredMessage[] {
  let inbox = inboxes.get(member.id);
  if (!inbox) {
    inbox = seedInbox(member);
    inboxes.set(member.id, inbox);
  }
  return inbox;
}

/** Unread messages of the member (EMFE_getInboxUnreadCount). */
export function unreadCount(member: StoredMember): number {
  return inboxOf(member).filter((m) => !m.isRead).length;
}

function add(member: StoredMember, message: Omit<StoredMessage, 'messageId' | 'sendTime' | 'isRead'>): StoredMessage {
  const stored: StoredMessage = { ...message, messageId: nextId(member.id), sendTime: sandboxNow(), isRead: false };
  inboxOf(member).unshift(stored);
  return stored;
}

/** Sandbox helper: a new mail for `account`, also told to the member's open sockets (`message.new`); its id. */
export function sendMail(account: string, title: string, content: string): number | undefined {
  const member = findMember(account);
  if (!member || member.type === 4) return undefined;
  const message = add(member, { kind: 'MAIL', title, content });
  publishMemberEvent(member.id, 'message.new', { messageId: message.messageId, title }, message.sendTime);
  return message.messageId;
}

const EVENT_KINDS: Partial<Record<MemberEvent['type'], Exclude<MessageKind, 'MAIL'>>> = {
  'deposit.credited': 'DEPOSIT_CREDITED',
  'deposit.failed': 'DEPOSIT_FAILED',
  'withdrawal.approved': 'WITHDRAWAL_APPROVED',
  'withdrawal.rejected': 'WITHDRAWAL_REJECTED',
};

// The money events leave a message in the inbox, as the platform does; the event itself already tells the open sockets.
subscribeMemberEvents((memberId, event) => {
  const kind = EVENT_KINDS[event.type];
  const member = kind ? findMemberById(memberId) : undefined;
  if (!kind || !member || member.type === 4) return;
  const p = event.payload;
  const amount = Number(p.amount);
  const requestTime = Number(p.requestTime);
  const reason = typeof p.reason === 'string' && p.reason ? { reason: p.reason } : {};
  add(member, {
    kind,
    facts: { amount: Number.isFinite(amount) ? amount : 0, requestTime: Number.isFinite(requestTime) && requestTime > 0 ? requestTime : event.at, ...reason },
  });
});

function stamp(time: number): string {
  return new Date(time).toISOString().slice(0, 16).replace('T', ' ');
}

function wire(message: StoredMessage, language: 'EN' | 'TY') {
  const { messageId, kind, isRead, sendTime } = message;
  if (kind === 'MAIL' || !message.facts) return { messageId, kind, isRead, sendTime, title: message.title ?? '', content: message.content ?? '' };
  const words = TEXTS[language][kind];
  return { messageId, kind, isRead, sendTime, title: words.title, content: words.content(message.facts, stamp(message.facts.requestTime)) };
}

function idsOf(raw: unknown): number[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((id) => Number(id)).filter((id) => Number.isInteger(id) && id > 0);
}

export function messageHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/EMFE_getInbox', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/EMFE_getInbox', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const inbox = inboxOf(member);
      const size = Math.min(MAX_PAGE_SIZE, int(String(query.get('size') ?? ''), PAGE_SIZE));
      const page = int(String(query.get('page') ?? ''), 1);
      const language = request.headers.get('Language')?.toUpperCase() === 'TY' ? 'TY' : 'EN';
      return response(200).json(ok({
        list: inbox.slice((page - 1) * size, page * size).map((m) => wire(m, language)),
        totalPages: Math.ceil(inbox.length / size),
        total: inbox.length,
        unreadCount: unreadCount(member),
      }));
    }),

    http.get('/wps/relay/EMFE_getInboxUnreadCount', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/EMFE_getInboxUnreadCount', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(unreadCount(authed(g.ctx).member)));
    }),

    http.post('/wps/message/read', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/message/read', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const ids = new Set(idsOf(read.body.messageIds));
      if (ids.size === 0) return response(400).json(fail('request_param_err', 'request_param_err'));
      let changed = 0;
      for (const message of inboxOf(member))
        if (ids.has(message.messageId) && !message.isRead) {
          message.isRead = true;
          changed += 1;
        }
      return response(200).json(ok({ changed, unreadCount: unreadCount(member) }));
    }),

    http.delete('/wps/message/inbox', async ({ request, response, query }) => {
      const g = await gate(request, 'DELETE /wps/message/inbox', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const ids = new Set(idsOf(query.get('messageIds')));
      if (ids.size === 0) return response(400).json(fail('request_param_err', 'request_param_err'));
      const inbox = inboxOf(member);
      const kept = inbox.filter((m) => !ids.has(m.messageId));
      const changed = inbox.length - kept.length;
      inboxes.set(member.id, kept);
      return response(200).json(ok({ changed, unreadCount: unreadCount(member) }));
    }),
  ];
}

/** `POST /__sandbox/messages/send {"account": "member01", "title": "…", "content": "<p>…</p>"}`: a new mail, and `message.new`. */
export const messageControlHandlers: HttpHandler[] = [
  mswHttp.post('*/__sandbox/messages/send', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { account?: unknown; title?: unknown; content?: unknown };
    const title = typeof body.title === 'string' && body.title.trim() ? body.title : 'A message from the sandbox';
    const content = typeof body.content === 'string' ? body.content : '';
    const id = typeof body.account === 'string' ? sendMail(body.account, title, content) : undefined;
    if (id === undefined) return HttpResponse.json({ error: 'give {"account": "<a seeded or registered username, not trial>", "title", "content"}' }, { status: 400 });
    return HttpResponse.json({ messageId: id });
  }),
];
