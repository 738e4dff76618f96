// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toPayoutList } from '@/features/member/withdrawal-confirmation/api/payment-confirmation-list';
import { toAnswerBody } from '@/features/member/withdrawal-confirmation/api/process-c2c-transaction';
import { countdownAnnouncement, mmss } from '@/features/member/withdrawal-confirmation/components/payout-countdown';

describe('toPayoutList', () => {
  it('turns decimals into minor units and the server’s remaining seconds into a deadline on the page’s clock', () => {
    const list = toPayoutList(
      {
        confirmMinutes: 30,
        serverTime: 9_999_999_999_999,
        list: [
          { transactionId: 'W1', amount: 1234.56, status: 'AWAITING_CONFIRMATION', requestTime: 1, paidTime: 2, confirmDeadline: 3,
            remainingSeconds: 90, fullyPaid: false },
        ],
      },
      1_000_000,
    );
    expect(list).toEqual({
      confirmMinutes: 30,
      payouts: [
        { transactionId: 'W1', amount: 123_456, status: 'AWAITING_CONFIRMATION', requestTime: 1, paidTime: 2, deadlineAt: 1_090_000,
          fullyPaid: false, bankName: null, cardNumber: null },
      ],
    });
  });
});

describe('toAnswerBody', () => {
  const png = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

  it('sends the received amount as a decimal and optional proof as data URLs', async () => {
    await expect(toAnswerBody({ transactionId: 'W1', answer: 'PARTLY_RECEIVED', receivedAmount: 40_050, proof: [png] })).resolves.toEqual({
      transactionId: 'W1',
      action: 'PARTLY_RECEIVED',
      receivedAmount: 400.5,
      pictures: ['data:image/png;base64,AQID'],
    });
  });

  it('sends nothing more with Received', async () => {
    await expect(toAnswerBody({ transactionId: 'W1', answer: 'RECEIVED' })).resolves.toEqual({ transactionId: 'W1', action: 'RECEIVED' });
  });
});

describe('countdown text', () => {
  it.each([
    [1800, '30:00'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
    [4500, '75:00'],
  ])('shows %i seconds as %s', (seconds, text) => expect(mmss(seconds)).toBe(text));

  it('announces whole minutes, then the last minute once, never each second', () => {
    expect(countdownAnnouncement(1800)).toEqual({ key: 'payouts_minutes_left', minutes: 30 });
    expect(countdownAnnouncement(1741)).toEqual({ key: 'payouts_minutes_left', minutes: 30 });
    expect(countdownAnnouncement(1740)).toEqual({ key: 'payouts_minutes_left', minutes: 29 });
    expect(countdownAnnouncement(60)).toEqual({ key: 'payouts_last_minute', minutes: 1 });
    expect(countdownAnnouncement(5)).toEqual(countdownAnnouncement(59));
  });
});
