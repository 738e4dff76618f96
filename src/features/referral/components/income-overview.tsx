import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useReferralIncome, type IncomeFigures } from '../api/referral-income';

const ROWS: { id: keyof IncomeFigures; labelKey: string }[] = [
  { id: 'invitation', labelKey: 'ref_income_invitation' },
  { id: 'achievement', labelKey: 'ref_income_achievement' },
  { id: 'depositRebate', labelKey: 'ref_income_deposit_rebate' },
  { id: 'betRebate', labelKey: 'ref_income_bet_rebate' },
];

/** Referral income today and in total, by kind, with the sums. */
export function IncomeOverview() {
  const { t } = useTranslation();
  const titleId = useId();
  const income = useReferralIncome(true);
  let body;
  if (income.error && !income.data)
    body = (
      <div role="alert" className="referral-alert">
        <p>{t('ref_income_error')}</p>
        <Button variant="secondary" size="small" onClick={() => void income.mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  else if (!income.data) body = <Spinner label={t('loading')} />;
  else {
    const { today, total } = income.data;
    body = (
      <>
        <div className="referral-income__headline">
          <div>
            <span className="referral-income__label">{t('ref_income_today')}</span>
            <span className="referral-income__figure">{formatMinor(today.total)}</span>
          </div>
          <div>
            <span className="referral-income__label">{t('ref_income_total')}</span>
            <span className="referral-income__figure">{formatMinor(total.total)}</span>
          </div>
        </div>
        <table className="referral-income__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('ref_income_kind')}</th>
              <th scope="col">{t('ref_income_today')}</th>
              <th scope="col">{t('ref_income_total')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(row.labelKey)}</th>
                <td>{formatMinor(today[row.id])}</td>
                <td>{formatMinor(total[row.id])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section className="referral-card referral-income" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('ref_income_title')}</h2>
      {body}
    </section>
  );
}
