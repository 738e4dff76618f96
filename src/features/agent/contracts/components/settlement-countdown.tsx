import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { VisuallyHidden } from '@/ui';

export interface SettlementCountdownProps {
  /** When the next settlement is, on the platform's clock. */
  nextMs: number;
  /** Platform clock minus this page's clock. */
  clockOffsetMs: number;
  /** Called once when the settlement time passes (refresh the records and the next time). */
  onSettled: () => void;
  /** Reads the page's clock (tests). */
  now?: () => number;
}

function mmss(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The next settlement counting down (real-time salary settles every 5 minutes, SPEC §9). The visible minutes and seconds
 * are a `timer` (not announced as they change); a screen reader hears the settlement time once, and a polite note when
 * it has passed.
 */
export function SettlementCountdown({ nextMs, clockOffsetMs, onSettled, now = Date.now }: SettlementCountdownProps) {
  const { t } = useTranslation();
  const platformNow = () => now() + clockOffsetMs;
  const [left, setLeft] = useState(() => nextMs - platformNow());
  const [settledNote, setSettledNote] = useState('');
  const fired = useRef<number | null>(null);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });

  useEffect(() => {
    const tick = () => {
      const remaining = nextMs - (now() + clockOffsetMs);
      setLeft(remaining);
      if (remaining <= 0 && fired.current !== nextMs) {
        fired.current = nextMs;
        setSettledNote(t('contract_settled_now', { time: formatDate(nextMs, 'HH:mm') }));
        onSettledRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [nextMs, clockOffsetMs, now, t]);

  return (
    <div className="contracts__countdown">
      <span id="contract-next-label">{t('contract_next_settlement', { time: formatDate(nextMs, 'HH:mm') })}</span>
      <span role="timer" aria-labelledby="contract-next-label" className="contracts__countdown-time">
        {mmss(left)}
      </span>
      <VisuallyHidden>
        <span aria-live="polite">{settledNote}</span>
      </VisuallyHidden>
    </div>
  );
}
