import { useTranslation } from 'react-i18next';
import { formatMinor, toMinor } from '@/lib/money';
import { Button, Spinner } from '@/ui';
import { useWithdrawTurnover } from '../api/withdraw-turnover';
import { errorText } from './error-text';

/** Turnover still to play before withdrawing: required against played, by game type. */
export function TurnoverPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useWithdrawTurnover();
  if (isLoading) return <Spinner label={t('loading')} />;
  if (error || !data)
    return (
      <div role="alert">
        <p>{errorText(error as { message?: string } | undefined, t)}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('withdraw_retry')}
        </Button>
      </div>
    );
  const satisfied = data.status === 'A' || data.status === 'D';
  return (
    <div className="withdraw__turnover">
      <p>{t(satisfied ? 'withdraw_turnover_status_met' : 'withdraw_turnover_status_pending')}</p>
      <table>
        <caption>{t('withdraw_turnover_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('withdraw_turnover_game_type')}</th>
            <th scope="col">{t('withdraw_turnover_required')}</th>
            <th scope="col">{t('withdraw_turnover_actual')}</th>
            <th scope="col">{t('withdraw_turnover_remaining')}</th>
          </tr>
        </thead>
        <tbody>
          {data.details.map((row) => {
            const left = Math.max(0, toMinor(row.requiredTurnover) - toMinor(row.actualTurnover));
            return (
              <tr key={row.gameType}>
                <th scope="row">{row.gameType}</th>
                <td>{formatMinor(toMinor(row.requiredTurnover))}</td>
                <td>{formatMinor(toMinor(row.actualTurnover))}</td>
                <td>{left > 0 ? formatMinor(left) : t('withdraw_turnover_done')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
