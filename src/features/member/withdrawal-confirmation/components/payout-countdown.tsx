import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/ui/visually-hidden';

/** "mm:ss" for whole seconds (minutes may pass 59: "75:00"). */
export function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** What a screen reader hears: once per whole minute, then once for the last minute (not every second). */
export function countdownAnnouncement(seconds: number): { key: 'payouts_minutes_left' | 'payouts_last_minute'; minutes: number } {
  return seconds > 60 ? { key: 'payouts_minutes_left', minutes: Math.ceil(seconds / 60) } : { key: 'payouts_last_minute', minutes: 1 };
}

/** The time left to answer a payout: a visible mm:ss (a timer, not live) and a polite minute-by-minute announcement. */
export function PayoutCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const said = countdownAnnouncement(seconds);
  return (
    <p className="wc-countdown">
      <span className="wc-countdown__label">{t('payouts_time_left')}</span>{' '}
      <span role="timer" aria-label={t('payouts_time_left')} className="wc-countdown__time">
        {mmss(seconds)}
      </span>
      <VisuallyHidden aria-live="polite">{t(said.key, { minutes: said.minutes })}</VisuallyHidden>
    </p>
  );
}
