import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '@/i18n';
import { liveEffect, MESSAGES_PATH, PAYOUTS_PATH, type LiveTexts } from '@/lib/live-events/effects';
import { PAYMENT_CONFIRMATION_LIST_KEY } from '@/lib/live-events/live-events';
import { parseLiveEvent, socketUrl, type LiveEvent, type LiveEventType } from '@/lib/live-events/protocol';
import { PAYMENT_CONFIRMATION_LIST_KEY as FEATURE_KEY } from '@/features/member/withdrawal-confirmation/api/payment-confirmation-list';

const texts: LiveTexts = {
  t: (key, values) => i18n.t(key, values),
  money: (amount) => `₱${amount.toFixed(2)}`,
  time: (ms) => new Date(ms).toISOString().slice(11, 16),
};

const event = (type: LiveEventType, payload: Record<string, unknown> = {}): LiveEvent => ({ id: 'e1', type, at: Date.UTC(2026, 10, 24, 9, 30), payload });
const requestTime = Date.UTC(2026, 10, 24, 8, 15);

describe('liveEffect', () => {
  beforeAll(() => setLanguage('EN'));

  it('deposit credited: the SPEC text with amount and request time; refreshes balance, unread count and reports', () => {
    expect(liveEffect(event('deposit.credited', { depositId: 'D1', amount: 500, requestTime }), texts)).toEqual({
      toast: { tone: 'success', text: 'Your ₱500.00 deposit request at 08:15 has been credited.' },
      refresh: ['balance', 'unread', 'reports'],
    });
  });

  it('deposit failed: an error toast with the reason; no balance refresh (nothing moved)', () => {
    expect(liveEffect(event('deposit.failed', { amount: 200, requestTime, reason: 'Payment timed out' }), texts)).toEqual({
      toast: { tone: 'error', text: 'Your ₱200.00 deposit request at 08:15 has failed. Reason: Payment timed out' },
      refresh: ['unread', 'reports'],
    });
  });

  it('withdrawal approved and rejected: toasts; balance (a rejection gives money back), unread, reports and payouts', () => {
    const approved = liveEffect(event('withdrawal.approved', { amount: 1000, requestTime }), texts);
    expect(approved.toast).toEqual({ tone: 'success', text: 'Your ₱1000.00 withdrawal request at 08:15 has been approved.' });
    expect(approved.refresh).toEqual(['balance', 'unread', 'reports', 'payouts']);
    const rejected = liveEffect(event('withdrawal.rejected', { amount: 1000, requestTime, reason: null }), texts);
    expect(rejected.toast).toEqual({ tone: 'error', text: 'Your ₱1000.00 withdrawal request at 08:15 has been rejected.' });
    expect(rejected.refresh).toEqual(['balance', 'unread', 'reports', 'payouts']);
  });

  it('new message: the title and an action to the inbox; refreshes the unread count', () => {
    expect(liveEffect(event('message.new', { title: 'Weekend bonus' }), texts)).toEqual({
      toast: { tone: 'info', text: 'New message: Weekend bonus', action: { label: 'Open messages', to: MESSAGES_PATH } },
      refresh: ['unread'],
    });
    expect(liveEffect(event('message.new'), texts).toast?.text).toBe('You have a new message.');
  });

  it("balance changed: quiet when the member's own transfer caused it, a toast when money arrived from elsewhere", () => {
    expect(liveEffect(event('balance.changed', { mainWallet: 90, change: -10, initiatedByMember: true }), texts)).toEqual({
      toast: null,
      refresh: ['balance', 'reports'],
    });
    expect(liveEffect(event('balance.changed', { mainWallet: 110, change: 10, initiatedByMember: false }), texts).toast).toEqual({
      tone: 'info',
      text: 'Your main wallet balance is now ₱110.00.',
    });
  });

  it('payout pending: an action that opens the withdraw page on its payouts tab; refreshes the payouts', () => {
    expect(PAYOUTS_PATH).toBe('/member/withdraw?tab=payouts');
    expect(liveEffect(event('payout.pending', { transactionId: 'W1', amount: 750, confirmMinutes: 30 }), texts)).toEqual({
      toast: {
        tone: 'info',
        text: 'The payment of ₱750.00 has been disbursed. Please confirm whether it has been received within 30 minutes.',
        action: { label: 'Confirm receipt', to: PAYOUTS_PATH },
      },
      refresh: ['payouts'],
    });
  });

  it('speaks Tagalog when the site does', async () => {
    await setLanguage('TY');
    try {
      expect(liveEffect(event('deposit.credited', { amount: 500, requestTime }), texts).toast?.text).toBe(
        'Ang iyong kahilingan sa deposito na ₱500.00 noong 08:15 ay na-credit na.',
      );
    } finally {
      await setLanguage('EN');
    }
  });

  it('refreshes the payouts under the key the withdrawal confirmation uses', () => {
    expect(PAYMENT_CONFIRMATION_LIST_KEY).toBe(FEATURE_KEY);
  });
});

describe('live-event protocol', () => {
  it('resolves a path from CSP_ImUrl against the page, switching to ws: or wss:', () => {
    expect(socketUrl('/wps/sandbox-im', 'http://localhost:4173/member/withdraw')).toBe('ws://localhost:4173/wps/sandbox-im');
    expect(socketUrl('/wps/sandbox-im', 'https://www.luckystar.example/')).toBe('wss://www.luckystar.example/wps/sandbox-im');
    expect(socketUrl('wss://im.platform.example/socket', 'https://www.luckystar.example/')).toBe('wss://im.platform.example/socket');
  });

  it('reads event frames and nothing else', () => {
    expect(parseLiveEvent('{"id":"e7","type":"payout.pending","at":5,"payload":{"amount":1}}')).toEqual({
      id: 'e7', type: 'payout.pending', at: 5, payload: { amount: 1 },
    });
    expect(parseLiveEvent('{"id":"e7","type":"payout.pending","at":5}')).toEqual({ id: 'e7', type: 'payout.pending', at: 5, payload: {} });
    expect(parseLiveEvent('{"type":"hello"}')).toBeNull();
    expect(parseLiveEvent('{"id":"e8","type":"other","at":5}')).toBeNull();
    expect(parseLiveEvent('nope')).toBeNull();
    expect(parseLiveEvent(new ArrayBuffer(2))).toBeNull();
  });
});
