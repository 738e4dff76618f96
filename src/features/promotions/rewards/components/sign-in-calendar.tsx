import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { claimLoginPromotion, useLoginPromotion } from '../api/login-promotion';
import type { LoginPromotionDay } from '../api/types';
import { rewardsErrorText, shortfallOf } from '../errors';
import { money } from '../money';
import { LoadFailed } from './load-failed';

/** The member-centre deposit page, where a "deposit required" answer sends the member. */
export const DEPOSIT_ROUTE = '/member/depositv2';

function requirementText(day: LoginPromotionDay, t: (key: string, options?: Record<string, unknown>) => string): string {
  const parts = [
    day.depositRequired > 0 ? t('rewards_signin_needs_deposit', { amount: money(day.depositRequired) }) : '',
    day.betRequired > 0 ? t('rewards_signin_needs_bet', { amount: money(day.betRequired) }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('rewards_signin_needs_nothing');
}

/** The daily sign-in: the cycle's days with their rewards and requirements, and today's claim. */
export function SignInCalendar() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { data, error, loading, reload } = useLoginPromotion(true);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  if (loading) return <Spinner />;
  if (error || !data) return <LoadFailed onRetry={() => void reload()} />;

  const today = data.days.find((day) => day.status === 'AVAILABLE');
  const claimed = data.days.filter((day) => day.status === 'CLAIMED').length;
  const shortfall = shortfallOf(refusal);

  const claim = async (day: LoginPromotionDay) => {
    if (sending) return;
    setSending(true);
    setRefusal(null);
    try {
      const result = await claimLoginPromotion(day.promotionConfigDetailId, mutate);
      toast.success(t('rewards_signin_claimed_toast', { amount: money(result.rewardAmount) }));
    } catch (failure) {
      setRefusal(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="rewards-section" aria-labelledby="rewards-signin-title">
      <h2 id="rewards-signin-title">{t('rewards_signin_title')}</h2>
      <p className="rewards-muted">
        {t('rewards_signin_progress', { claimed, days: data.days.length })}{' '}
        {t('rewards_signin_today_activity', { deposit: money(data.todayDeposit), bet: money(data.todayBet) })}
      </p>
      <ol className="rewards-calendar" aria-label={t('rewards_signin_days')}>
        {data.days.map((day) => (
          <li key={day.day} className={`rewards-day rewards-day--${day.status.toLowerCase()}`} aria-current={day.status === 'AVAILABLE' ? 'date' : undefined}>
            <span className="rewards-day__name">{t('rewards_signin_day', { day: day.day })}</span>
            {day.date ? <span className="rewards-muted">{formatDate(day.date, 'DD/MM')}</span> : null}
            <span className="rewards-day__reward">{money(day.rewardAmount)}</span>
            <span className="rewards-day__status">{t(`rewards_signin_status_${day.status}`)}</span>
            <span className="rewards-day__needs">{requirementText(day, t)}</span>
          </li>
        ))}
      </ol>
      {today ? (
        <div className="rewards-today">
          <Button onClick={() => void claim(today)} disabled={sending}>
            {t('rewards_signin_claim', { amount: money(today.rewardAmount) })}
          </Button>
        </div>
      ) : (
        <p className="rewards-strong">{t('rewards_signin_done_today')}</p>
      )}
      {refusal ? (
        <div role="alert" className="rewards-error">
          <p>{rewardsErrorText(refusal, t)}</p>
          {shortfall?.kind === 'deposit' ? <Link to={DEPOSIT_ROUTE}>{t('rewards_signin_go_deposit')}</Link> : null}
        </div>
      ) : null}
    </section>
  );
}
