import { http, HttpResponse } from 'msw';
import { findGame } from './seed/catalog.ts';
import { bannerSvg, gameIconSvg, vendorSvg } from './images.ts';
import { findVendor } from './seed/vendors.ts';
import { defaultScenario, isScenarioName, scenarioDescriptions, scenarioNames, setDefaultScenario } from './scenarios.ts';
import { resetIdentity } from './identity/store.ts';
import { operations } from '../src/api/operations.gen.ts';
import { advanceClock, captchaAnswerFor, cloneMember, findMember, forceError, lastCaptcha, lastSms, resetStore, storeSummary } from './store.ts';
import { publishMemberEvent, type MemberEventType } from './events.ts';
import { decideWithdrawals } from './operations/withdraw.ts';

const EVENT_TYPES: readonly MemberEventType[] = ['message.new', 'deposit.credited', 'deposit.failed', 'withdrawal.approved',
  'withdrawal.rejected', 'balance.changed', 'payout.pending'];

const ASSET_HEADERS = {
  'Content-Type': 'image/svg+xml',
  // Generated from the id alone, so the same URL always has the same bytes.
  'Cache-Control': 'public, max-age=86400, immutable',
};

function asset(kind: 'banner' | 'game' | 'vendor', file: string): Response {
  if (kind === 'vendor') {
    const vendor = findVendor(file.replace(/\.(svg|png)$/, ''));
    return vendor ? new HttpResponse(vendorSvg(vendor.displayName), { headers: ASSET_HEADERS }) : new HttpResponse('Not found', { status: 404 });
  }
  const match = /^(\d+)\.(svg|png)$/.exec(file);
  if (!match?.[1]) return new HttpResponse('Not found', { status: 404 });
  const id = match[1];
  if (kind === 'banner') return new HttpResponse(bannerSvg(id), { headers: ASSET_HEADERS });
  const game = findGame(Number(id));
  if (!game) return new HttpResponse('Not found', { status: 404 });
  return new HttpResponse(gameIconSvg(id, game.displayName), { headers: ASSET_HEADERS });
}

/** Generated images for banners and game icons (`/wps/sandbox-assets/banner/<id>.svg`, `/game/<nodeId>.svg`). */
export const assetHandlers = [
  http.get('*/wps/sandbox-assets/banner/:file', ({ params }) => asset('banner', String(params.file))),
  http.get('*/wps/sandbox-assets/game/:file', ({ params }) => asset('game', String(params.file))),
  http.get('*/wps/sandbox-assets/vendor/:file', ({ params }) => asset('vendor', String(params.file))),
  // What a launched game's iframe shows: a plain page naming the game, so launch flows can be followed end to end.
  http.get('*/wps/sandbox-assets/play/:id', ({ params, request }) => {
    const id = String(params.id);
    const game = findGame(Number(id));
    const title = game ? game.displayName : id;
    const mode = new URL(request.url).searchParams.get('mode') ?? 'real';
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:sans-serif;display:grid;place-items:center;min-height:90vh;background:#111;color:#eee">` +
      `<main><h1>${escapeHtml(title)}</h1><p>Sandbox game (${escapeHtml(mode)})</p></main></body></html>`;
    return new HttpResponse(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }),
];

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sandbox's own control endpoints under `/__sandbox`, for demos and browser tests. */
export const controlHandlers = [
  http.get('*/__sandbox/state', () =>
    HttpResponse.json({ scenario: defaultScenario(), scenarios: scenarioDescriptions, store: storeSummary() }),
  ),
  http.post('*/__sandbox/scenario', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { name?: unknown };
    if (!isScenarioName(body.name))
      return HttpResponse.json({ error: `unknown scenario; one of ${scenarioNames.join(', ')}` }, { status: 400 });
    setDefaultScenario(body.name);
    return HttpResponse.json({ scenario: body.name });
  }),
  http.post('*/__sandbox/reset', () => {
    resetStore();
    resetIdentity();
    setDefaultScenario('normal');
    return HttpResponse.json({ reset: true, scenario: defaultScenario() });
  }),
  http.get('*/__sandbox/last-sms', ({ request }) => {
    const sms = lastSms(new URL(request.url).searchParams.get('mobile'));
    return sms ? HttpResponse.json(sms) : HttpResponse.json({ error: 'no sms sent' }, { status: 404 });
  }),
  // The answer of one image (as the page shows it): unlike last-captcha, not confused by captchas issued to others.
  http.post('*/__sandbox/captcha-answer', async ({ request }) => {
    const { image } = (await request.json().catch(() => ({}))) as { image?: unknown };
    const answer = typeof image === 'string' ? captchaAnswerFor(image) : undefined;
    return answer ? HttpResponse.json({ captcha: answer }) : HttpResponse.json({ error: 'not an issued captcha image' }, { status: 404 });
  }),
  // The next call of one operation fails with a platform error code: every error a screen handles, on demand.
  http.post('*/__sandbox/force', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { operation?: unknown; code?: unknown; message?: unknown; value?: unknown };
    if (typeof body.operation !== 'string' || !operations[body.operation] || typeof body.code !== 'string')
      return HttpResponse.json({ error: 'give {"operation": "METHOD /path" of the contract, "code": "<platform error code>"}' }, { status: 400 });
    forceError(body.operation, { code: body.code, ...(typeof body.message === 'string' ? { message: body.message } : {}), ...(body.value !== undefined ? { value: body.value } : {}) });
    return HttpResponse.json({ forced: body.operation, code: body.code });
  }),
  // A fresh login set up like a seeded one, for tests that must not share money with each other.
  http.post('*/__sandbox/clone', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { from?: unknown };
    const clone = typeof body.from === 'string' ? cloneMember(body.from) : undefined;
    if (!clone) return HttpResponse.json({ error: 'give {"from": "<a seeded login>"}' }, { status: 400 });
    return HttpResponse.json({ account: clone.account, password: clone.password, mobile: clone.mobile });
  }),
  // Moves the sandbox's clock: a payout awaiting confirmation counts as received once its minutes have passed.
  http.post('*/__sandbox/clock', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { advanceMinutes?: unknown };
    if (typeof body.advanceMinutes !== 'number' || body.advanceMinutes <= 0)
      return HttpResponse.json({ error: 'give {"advanceMinutes": <positive number>}' }, { status: 400 });
    return HttpResponse.json({ now: advanceClock(body.advanceMinutes) });
  }),
  // The back office decides the member's submitted withdrawals: approved, or rejected with the money back; the member's
  // open sites are told (withdrawal.approved / withdrawal.rejected).
  http.post('*/__sandbox/withdrawals/decide', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { account?: unknown; decision?: unknown; reason?: unknown };
    const decision = body.decision === 'approve' || body.decision === 'reject' ? body.decision : undefined;
    const decided = typeof body.account === 'string' && decision
      ? decideWithdrawals(body.account, decision, typeof body.reason === 'string' ? body.reason : undefined)
      : undefined;
    if (decided === undefined)
      return HttpResponse.json({ error: 'give {"account": "<username>", "decision": "approve" | "reject", "reason"?: "<text>"}' }, { status: 400 });
    return HttpResponse.json({ decided, decision });
  }),
  // Any live event to a member's open sites, as the platform would push it (demos and tests of the notifications).
  http.post('*/__sandbox/events', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { account?: unknown; type?: unknown; payload?: unknown };
    const member = typeof body.account === 'string' ? findMember(body.account) : undefined;
    const type = EVENT_TYPES.find((t) => t === body.type);
    const payload = body.payload ?? {};
    if (!member || !type || typeof payload !== 'object' || Array.isArray(payload))
      return HttpResponse.json({ error: `give {"account": "<username>", "type": one of ${EVENT_TYPES.join(', ')}, "payload"?: {...}}` }, { status: 400 });
    return HttpResponse.json(publishMemberEvent(member.id, type, payload as Record<string, unknown>));
  }),
  http.get('*/__sandbox/last-captcha', () => {
    const answer = lastCaptcha();
    return answer ? HttpResponse.json({ captcha: answer }) : HttpResponse.json({ error: 'no captcha issued' }, { status: 404 });
  }),
];
