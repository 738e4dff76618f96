import type { LiveEvent } from './protocol';

/** What an event changes on screen, refreshed through the data cache (never by reloading the page). */
export type LiveRefresh = 'balance' | 'unread' | 'reports' | 'payouts';

/** The toast an event shows: already translated; an action names the in-site address it opens. */
export interface LiveToast {
  tone: 'success' | 'error' | 'info';
  text: string;
  action?: { label: string; to: string };
}

export interface LiveEffect {
  toast: LiveToast | null;
  refresh: LiveRefresh[];
}

export interface LiveTexts {
  /** i18next's `t` (keys of the `live` namespace file). */
  t: (key: string, values?: Record<string, unknown>) => string;
  /** A wire amount (decimal, brand currency) as shown on the site. */
  money: (amount: number) => string;
  /** An epoch-ms time as shown on the site. */
  time: (ms: number) => string;
}

/** Where payout.pending's toast leads: the withdraw page on its payouts tab (the withdrawal confirmation). */
export const PAYOUTS_PATH = '/member/withdraw?tab=payouts';
/** Where message.new's toast leads: the inbox. */
export const MESSAGES_PATH = '/member/messageV2';

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * What one event shows and refreshes (SPEC notification texts; PLATFORM-MEMBER "Messages and live events"). Money
 * events also refresh the unread count: the platform leaves a message for each of them.
 */
export function liveEffect(event: LiveEvent, { t, money, time }: LiveTexts): LiveEffect {
  const p = event.payload;
  const amount = num(p.amount);
  const values = {
    amount: amount === null ? '' : money(amount),
    time: time(num(p.requestTime) ?? event.at),
  };
  const reason = text(p.reason);
  const withReason = (line: string) => (reason ? `${line} ${t('live_reason', { reason })}` : line);

  switch (event.type) {
    case 'message.new': {
      const title = text(p.title);
      return {
        toast: {
          tone: 'info',
          text: title ? t('live_message_new', { title }) : t('live_message_new_untitled'),
          action: { label: t('live_open_messages'), to: MESSAGES_PATH },
        },
        refresh: ['unread'],
      };
    }
    case 'deposit.credited':
      return { toast: { tone: 'success', text: t('live_deposit_credited', values) }, refresh: ['balance', 'unread', 'reports'] };
    case 'deposit.failed':
      return { toast: { tone: 'error', text: withReason(t('live_deposit_failed', values)) }, refresh: ['unread', 'reports'] };
    case 'withdrawal.approved':
      return {
        toast: { tone: 'success', text: t('live_withdrawal_approved', values) },
        refresh: ['balance', 'unread', 'reports', 'payouts'],
      };
    case 'withdrawal.rejected':
      return {
        toast: { tone: 'error', text: withReason(t('live_withdrawal_rejected', values)) },
        refresh: ['balance', 'unread', 'reports', 'payouts'],
      };
    case 'balance.changed': {
      // The member's own transfer already said so on the page that made it: refresh quietly.
      const balance = num(p.mainWallet);
      const quiet = p.initiatedByMember === true || balance === null;
      return {
        toast: quiet ? null : { tone: 'info', text: t('live_balance_changed', { balance: money(balance) }) },
        refresh: ['balance', 'reports'],
      };
    }
    case 'payout.pending':
      return {
        toast: {
          tone: 'info',
          text: t('live_payout_pending', { amount: values.amount, minutes: num(p.confirmMinutes) ?? '' }),
          action: { label: t('live_open_payouts'), to: PAYOUTS_PATH },
        },
        refresh: ['payouts'],
      };
    default:
      return { toast: null, refresh: [] };
  }
}
