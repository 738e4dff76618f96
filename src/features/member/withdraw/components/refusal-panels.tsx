import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/format';
import { useMemberCentreLink } from '@/lib/member-centre';
import { Button } from '@/ui';
import { missingFieldsOf, turnoverOf, type WithdrawContext, type WithdrawEvent } from '../withdraw.machine';
import { errorText } from './error-text';
import { TurnoverPanel } from './turnover-panel';

/** What each missing profile field is called (value.data of required_member_information_incomplete). */
const MISSING_LABELS: Record<string, string> = {
  required_nickname: 'withdraw_missing_nickname',
  required_email_add: 'withdraw_missing_email',
  required_mobile_no: 'withdraw_missing_mobile',
  required_real_name: 'withdraw_missing_real_name',
  required_payee_name: 'withdraw_missing_real_name',
  required_birthday: 'withdraw_missing_birthday',
};

export interface RefusalPanelProps {
  state: string;
  context: WithdrawContext;
  send: (event: WithdrawEvent) => void;
  securityCentreHref: string;
}

/** The screen of a refused withdrawal: what went wrong and what to do next. */
export function RefusalPanel({ state, context, send, securityCentreHref }: RefusalPanelProps) {
  const { t } = useTranslation();
  const centreLink = useMemberCentreLink();
  const back = (
    <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
      {t('withdraw_back')}
    </Button>
  );
  switch (state) {
    case 'memberInfoIncomplete': {
      const missing = missingFieldsOf(context.failure?.value);
      return (
        <section className="withdraw__notice" aria-labelledby="withdraw-missing-title">
          <h2 id="withdraw-missing-title">{t('withdraw_missing_title')}</h2>
          <p>{t('withdraw_missing_text')}</p>
          <ul className="withdraw__missing">
            {missing.map((field) => (
              <li key={field}>
                <Link to={securityCentreHref} onClick={centreLink('securityCenter')}>{MISSING_LABELS[field] ? t(MISSING_LABELS[field]) : field}</Link>
              </li>
            ))}
          </ul>
          {back}
        </section>
      );
    }
    case 'turnoverNotMet': {
      const totals = turnoverOf(context.failure?.value);
      return (
        <section className="withdraw__notice" aria-labelledby="withdraw-turnover-title">
          <h2 id="withdraw-turnover-title">{t('withdraw_turnover_title')}</h2>
          <p>{t('withdraw_turnover_text')}</p>
          {totals ? (
            <p>
              {t('withdraw_turnover_totals', {
                required: formatMoney(totals.requiredTurnover),
                actual: formatMoney(totals.actualTurnover),
              })}
            </p>
          ) : null}
          <TurnoverPanel />
          {back}
        </section>
      );
    }
    case 'depositRequired':
    case 'promotionTurnover':
      return (
        <section className="withdraw__notice" role="alert">
          <p>{t(state === 'depositRequired' ? 'withdraw_deposit_required' : 'withdraw_promotion_turnover')}</p>
          {back}
        </section>
      );
    case 'cardFrozen':
      return (
        <section className="withdraw__notice" role="alert">
          <p>{t('withdraw_card_frozen')}</p>
          <Button onClick={() => send({ type: 'CHOOSE_CARD' })}>{t('withdraw_choose_other_card')}</Button>
        </section>
      );
    default:
      return <p role="alert">{errorText(context.failure, t)}</p>;
  }
}
