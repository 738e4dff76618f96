import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { authed, fail, gate, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import { findMember, sandboxNow, type StoredMember, type StoredWithdrawal } from '../store.ts';
import { publishMemberEvent } from '../events.ts';
import { http } from './http.ts';

/** Minutes a member has to answer a payout before it counts as received (served in the list as confirmMinutes). */
export const CONFIRM_MINUTES = 30;
/** How long a forced receipt stays in the list, so the member sees why the payout closed. */
const FORCED_SHOWN_MS = 24 * 3_600_000;
const MAX_PICTURES = 3;
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const PICTURE = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

const deadlineOf = (w: StoredWithdrawal) => (w.paidAt ?? 0) + CONFIRM_MINUTES * 60_000;
const cents = (amount: number) => Math.round(amount * 100);

/** Payouts whose deadline has passed on the sandbox's clock become FORCED_RECEIVED when they are read. */
function forcePassed(member: StoredMember, now: number): void {
  for (const w of member.withdrawals)
    if (w.status === 'AWAITING_CONFIRMATION' && now >= deadlineOf(w)) w.status = 'FORCED_RECEIVED';
}

function maskCard(member: StoredMember, bankCardId: number) {
  const card = member.cards.find((c) => c.bankCardId === bankCardId);
  return card ? { bankName: card.bankName, cardNumber: `**** ${card.cardNumber.slice(-4)}` } : { bankName: null, cardNumber: null };
}

/**
 * Sandbox control: a member's SUBMITTED (and PAID) withdrawals are paid out now and wait for the member's answer.
 * Returns how many moved; undefined when there is no such member.
 */
export function disbursePayouts(account: string): number | undefined {
  const member = findMember(account);
  if (!member) return undefined;
  const now = sandboxNow();
  let moved = 0;
  for (const w of member.withdrawals) {
    if (w.status !== 'SUBMITTED' && w.status !== 'PAID') continue;
    w.status = 'AWAITING_CONFIRMATION';
    w.paidAt = now;
    moved += 1;
    publishMemberEvent(member.id, 'payout.pending', { transactionId: w.id, amount: w.amount, confirmMinutes: CONFIRM_MINUTES }, now);
  }
  return moved;
}

/** Sandbox helper for tests: a payout of `amount` (decimal) paid out to `account` now, waiting for an answer; its id. */
export function seedAwaitingPayout(account: string, amount: number): string {
  const member = findMember(account);
  if (!member) throw new Error(`no sandbox member ${account}`);
  const now = sandboxNow();
  const id = `W${member.id}${String(member.withdrawals.length + 1).padStart(4, '0')}`;
  member.withdrawals.push({ id, amount, fee: 0, bankCardId: member.cards[0]?.bankCardId ?? 0, createdAt: now - 600_000,
    status: 'AWAITING_CONFIRMATION', paidAt: now });
  return id;
}

/** `POST /__sandbox/payouts/disburse {"account": "member01"}`: pays out that member's submitted withdrawals. */
export const payoutControlHandlers: HttpHandler[] = [
  mswHttp.post('*/__sandbox/payouts/disburse', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { account?: unknown };
    const moved = typeof body.account === 'string' ? disbursePayouts(body.account) : undefined;
    if (moved === undefined) return HttpResponse.json({ error: 'give {"account": "<a seeded or registered username>"}' }, { status: 400 });
    return HttpResponse.json({ disbursed: moved, confirmMinutes: CONFIRM_MINUTES });
  }),
];

/** Why an answer's pictures are refused, as [message, code]; null when they may be stored. */
function checkPictures(pictures: unknown): [string, string] | null {
  if (!Array.isArray(pictures) || pictures.length === 0)
    return ['Upload at least one image of your bank record as proof that the money did not arrive.', 'c2c.proof.required'];
  if (pictures.length > MAX_PICTURES) return [`Upload at most ${MAX_PICTURES} images; remove one and send again.`, 'c2c.proof.too.many'];
  for (const picture of pictures) {
    const match = typeof picture === 'string' ? PICTURE.exec(picture) : null;
    if (!match?.[2]) return ['Proof images must be png or jpg; choose another file.', 'c2c.proof.invalid.type'];
    const bytes = Math.floor((match[2].length * 3) / 4) - (match[2].endsWith('==') ? 2 : match[2].endsWith('=') ? 1 : 0);
    if (bytes > MAX_PICTURE_BYTES) return ['Each proof image may be at most 5MB; choose a smaller file.', 'c2c.proof.too.large'];
  }
  return null;
}

export function payoutsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/MCSFE_getPaymentConfirmationList', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPaymentConfirmationList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const now = sandboxNow();
      forcePassed(member, now);
      const list = member.withdrawals
        .filter((w) => w.status === 'AWAITING_CONFIRMATION' || (w.status === 'FORCED_RECEIVED' && now - deadlineOf(w) < FORCED_SHOWN_MS))
        .map((w) => ({
          transactionId: w.id,
          amount: w.amount,
          status: w.status as 'AWAITING_CONFIRMATION' | 'FORCED_RECEIVED',
          requestTime: w.createdAt,
          paidTime: w.paidAt ?? w.createdAt,
          confirmDeadline: deadlineOf(w),
          remainingSeconds: Math.max(0, Math.ceil((deadlineOf(w) - now) / 1000)),
          fullyPaid: true,
          ...maskCard(member, w.bankCardId),
        }));
      return response(200).json(ok({ confirmMinutes: CONFIRM_MINUTES, serverTime: now, list }));
    }),

    http.post('/wps/relay/MCSFE_processC2CTransaction', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_processC2CTransaction', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const { body } = read;
      const refuse = (message: string, code: string) => response(400).json(fail(message, code));
      forcePassed(member, sandboxNow());
      const payout = member.withdrawals.find((w) => w.id === str(body.transactionId));
      if (!payout || payout.status === 'SUBMITTED' || payout.status === 'PAID' || payout.status === 'REJECTED')
        return refuse('This payout was not found; refresh the list.', 'c2c.transaction.not.found');
      if (payout.status === 'FORCED_RECEIVED')
        return refuse('The time to answer has passed, so this payout counts as received.', 'c2c.confirm.expired');
      if (payout.status !== 'AWAITING_CONFIRMATION')
        return refuse('This payout has already been answered; refresh the list.', 'c2c.already.processed');

      const action = str(body.action);
      if (action === 'RECEIVED' || action === 'ALL_RECEIVED') {
        payout.status = 'RECEIVED';
        payout.receivedAmount = payout.amount;
        return response(200).json(ok({ transactionId: payout.id, status: 'RECEIVED' as const, receivedAmount: payout.amount }));
      }
      if (action === 'PARTLY_RECEIVED') {
        const received = typeof body.receivedAmount === 'number' ? body.receivedAmount : Number(str(body.receivedAmount));
        const receivedCents = cents(received);
        if (!Number.isFinite(received) || receivedCents <= 0 || receivedCents >= cents(payout.amount) || Math.abs(received * 100 - receivedCents) > 1e-6)
          return refuse('Enter the amount you received: more than zero and less than the payout amount.', 'c2c.amount.invalid');
        // Proof is optional here; when sent it is checked like a not-received answer's.
        const pictures = Array.isArray(body.pictures) && body.pictures.length > 0 ? checkPictures(body.pictures) : null;
        if (pictures) return refuse(...pictures);
        if (Array.isArray(body.pictures)) payout.proofImages = body.pictures.length;
        payout.status = 'PARTLY_RECEIVED';
        payout.receivedAmount = receivedCents / 100;
        const remainingAmount = (cents(payout.amount) - receivedCents) / 100;
        return response(200).json(ok({ transactionId: payout.id, status: 'PARTLY_RECEIVED' as const, receivedAmount: payout.receivedAmount, remainingAmount }));
      }
      if (action === 'NOT_RECEIVED') {
        const refused = checkPictures(body.pictures);
        if (refused) return refuse(...refused);
        payout.status = 'NOT_RECEIVED';
        payout.proofImages = (body.pictures as unknown[]).length;
        return response(200).json(ok({ transactionId: payout.id, status: 'NOT_RECEIVED' as const, receivedAmount: 0 }));
      }
      return response(400).json(fail('request_param_err', 'request_param_err'));
    }),
  ];
}
