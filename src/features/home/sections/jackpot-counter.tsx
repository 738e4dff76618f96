import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/merchant';
import { currentLocale } from '@/lib/format';
import { formatJackpot, growJackpot, initialJackpot, jackpotDelay } from '../jackpot';
import '../components/jackpot-counter.css';

/** The growing number; only this component re-renders on each tick. */
export function JackpotNumber({ start }: { start?: number }) {
  const [value, setValue] = useState(() => start ?? initialJackpot());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        setValue((current) => growJackpot(current));
        tick();
      }, jackpotDelay());
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return (
    <span className="jackpot-counter__value" aria-live="off">
      {formatJackpot(value, currentLocale())}
    </span>
  );
}

/** Section `jackpot-counter`: the decorative jackpot (SPEC §9). */
export default function JackpotCounter({ start }: { start?: number; screen?: string }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  return (
    <section className="jackpot-counter" aria-labelledby="jackpot-counter-title">
      <h2 id="jackpot-counter-title" className="jackpot-counter__title">
        {t('home_jackpot')}
      </h2>
      <p className="jackpot-counter__amount">
        <span className="jackpot-counter__currency">{merchant.currency.symbol}</span>
        <JackpotNumber {...(start !== undefined ? { start } : {})} />
      </p>
    </section>
  );
}
