import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DATE_TIME, formatDate } from '@/lib/format';
import { formatMinor } from '@/lib/money';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { fetchSessionFigures } from '../api/session-figures';
import { splitDuration } from '../reality-check/reality-check';
import './rg.css';

export interface RealityCheckDialogProps {
  /** When this session began (epoch ms). */
  since: number;
  /** The moment the check is shown (epoch ms). */
  now: number;
  onContinue: () => void;
  onViewHistory: () => void;
  onSignOut: () => void;
}

/**
 * The reality check: how long this session has lasted, when it began, the time now, and this session's bets and profit
 * or loss from the betting records. It must be answered: a click outside does not close it (Escape and ✕ continue).
 */
export function RealityCheckDialog({ since, now, onContinue, onViewHistory, onSignOut }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const figures = useSWR(['rg-session-figures', since, now], () => fetchSessionFigures(since, now), { revalidateOnFocus: false });
  const { hours, minutes } = splitDuration(now - since);
  let money;
  if (figures.data)
    money = (
      <>
        <dt>{t('rg_rc_bets')}</dt>
        <dd>{t('rg_rc_bets_value', { bets: figures.data.betCount, amount: formatMinor(figures.data.bet) })}</dd>
        <dt>{t('rg_rc_pnl')}</dt>
        <dd className={figures.data.pnl < 0 ? 'rg-loss' : undefined}>{formatMinor(figures.data.pnl)}</dd>
      </>
    );
  return (
    <Dialog
      open
      dismissOnBackdrop={false}
      onClose={onContinue}
      closeLabel={t('rg_rc_close')}
      title={t('rg_rc_title')}
      className="rg-reality-check"
      footer={
        <>
          <Button onClick={onContinue}>{t('rg_rc_continue')}</Button>
          <Button variant="secondary" onClick={onViewHistory}>
            {t('rg_rc_history')}
          </Button>
          <Button variant="secondary" onClick={onSignOut}>
            {t('rg_rc_sign_out')}
          </Button>
        </>
      }
    >
      <p>{t('rg_rc_lead', { hours, minutes })}</p>
      <dl className="rg-facts">
        <dt>{t('rg_rc_session_time')}</dt>
        <dd>{t('rg_duration', { hours, minutes })}</dd>
        <dt>{t('rg_rc_sign_in_time')}</dt>
        <dd>{formatDate(since, DATE_TIME)}</dd>
        <dt>{t('rg_rc_current_time')}</dt>
        <dd>{formatDate(now, DATE_TIME)}</dd>
        {money}
      </dl>
      {!figures.data && !figures.error ? <Spinner label={t('loading')} /> : null}
      {figures.error ? (
        <div role="alert" className="rg-alert">
          <p>{t('rg_rc_figures_failed')}</p>
          <Button variant="secondary" onClick={() => void figures.mutate()}>
            {t('btn_retry')}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
