import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/lib/member';
import { formatMinor } from '@/lib/money';
import { DATE_TIME, formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useCreditReport, type CreditReport } from '../api/credit-report';
import './credit.css';

/** Share of the limit in use, whole percent (0 for a zero limit; may pass 100 after a loss). */
export function usedPercent({ creditLimit, usedCredit }: Pick<CreditReport, 'creditLimit' | 'usedCredit'>): number {
  return creditLimit > 0 ? Math.round((usedCredit / creditLimit) * 100) : 0;
}

/** The figures of a credit report: limit, used, available as headline figures, the usage bar and the details. */
export function CreditReportView({ report, onRefresh, refreshing = false }: { report: CreditReport; onRefresh: () => void; refreshing?: boolean }) {
  const { t } = useTranslation();
  const detailsId = useId();
  const money = (minor: number) => formatMinor(minor, { currency: report.currency });
  const percent = usedPercent(report);
  const figures = [
    { id: 'limit', label: t('credit_limit'), value: report.creditLimit },
    { id: 'used', label: t('credit_used'), value: report.usedCredit },
    { id: 'available', label: t('credit_available'), value: report.availableCredit },
  ];
  return (
    <div className="credit-report">
      <dl className="credit-report__figures">
        {figures.map((figure) => (
          <div key={figure.id} className={`credit-report__figure credit-report__figure--${figure.id}`}>
            <dt>{figure.label}</dt>
            <dd>{money(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="credit-report__usage">
        <meter
          className="credit-report__meter"
          min={0}
          max={Math.max(report.creditLimit, 1)}
          optimum={0}
          low={report.creditLimit * 0.6}
          high={report.creditLimit * 0.85}
          value={Math.min(report.usedCredit, report.creditLimit)}
          aria-label={t('credit_usage_label')}
          aria-valuetext={t('credit_usage_value', { percent })}
        />
        <p className="credit-report__percent" aria-hidden="true">
          {t('credit_usage_value', { percent })}
        </p>
      </div>
      <section className="credit-report__details" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="credit-report__heading">
          {t('credit_details')}
        </h2>
        <dl>
        <div>
          <dt>{t('credit_unsettled')}</dt>
          <dd>{money(report.unsettledBets)}</dd>
        </div>
        <div>
          <dt>{t('credit_next_settlement')}</dt>
          <dd>{report.nextSettlementTime === null ? t('credit_settled_by_hand') : formatDate(report.nextSettlementTime, DATE_TIME)}</dd>
        </div>
        <div>
          <dt>{t('credit_updated')}</dt>
          <dd>{formatDate(report.updatedTime, DATE_TIME)}</dd>
        </div>
        </dl>
      </section>
      <p className="credit-report__note">{t('credit_note')}</p>
      <div>
        <Button variant="secondary" size="small" onClick={onRefresh} disabled={refreshing}>
          {t('credit_refresh')}
        </Button>
      </div>
    </div>
  );
}

/** Member page creditReport (credit-market brands, CREDITMAR3): the member's credit line from the designed call. */
export function CreditReportPage() {
  const { t } = useTranslation();
  const { role } = useMember();
  const report = useCreditReport(role === 'member' || role === 'agent');
  if (report.error && !report.data)
    return (
      <div role="alert" className="credit-report__alert">
        <p>{t('credit_error')}</p>
        <Button variant="secondary" size="small" onClick={() => void report.mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  if (!report.data) return <Spinner label={t('loading')} />;
  return <CreditReportView report={report.data} onRefresh={() => void report.mutate()} refreshing={report.isValidating} />;
}
