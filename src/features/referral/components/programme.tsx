import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import type { ReferralProgramme } from '../api/referral-programme';

const rate = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 2 });

export interface ProgrammeProps {
  programme: ReferralProgramme | undefined;
  error: unknown;
  onRetry: () => void;
}

/** How the programme works, for visitors and members: the steps, what qualifies an invitee and what each reward is. */
export function Programme({ programme, error, onRetry }: ProgrammeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  let body;
  if (error && !programme)
    body = (
      <div role="alert" className="referral-alert">
        <p>{t('ref_programme_error')}</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  else if (!programme) body = <Spinner label={t('loading')} />;
  else
    body = (
      <>
        <ol className="referral-steps">
          <li>{t('ref_step_share')}</li>
          <li>{t('ref_step_register')}</li>
          <li>{t('ref_step_qualify', { deposit: formatMinor(programme.qualifyingDeposit), bet: formatMinor(programme.qualifyingBet) })}</li>
        </ol>
        <dl className="referral-rewards">
          <div>
            <dt>{t('ref_income_invitation')}</dt>
            <dd>{t('ref_reward_invitation', { amount: formatMinor(programme.invitationReward) })}</dd>
          </div>
          <div>
            <dt>{t('ref_income_deposit_rebate')}</dt>
            <dd>{t('ref_reward_deposit_rebate', { rate: rate(programme.depositRebateRate) })}</dd>
          </div>
          <div>
            <dt>{t('ref_income_bet_rebate')}</dt>
            <dd>{t('ref_reward_bet_rebate', { rate: rate(programme.betRebateRate) })}</dd>
          </div>
          {programme.achievements.length > 0 ? (
            <div>
              <dt>{t('ref_income_achievement')}</dt>
              <dd>
                <ul className="referral-rewards__tiers">
                  {programme.achievements.map((tier) => (
                    <li key={tier.invitees}>{t('ref_reward_achievement', { count: tier.invitees, amount: formatMinor(tier.reward) })}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </>
    );
  return (
    <section className="referral-card referral-programme" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('ref_programme_title')}</h2>
      {body}
    </section>
  );
}
