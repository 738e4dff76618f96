import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { formatDate } from '@/lib/format';
import { revalidateReports } from '@/lib/report-cache';
import { Button, Spinner } from '@/ui';
import { ReportView } from '@/ui/report';
import { useAgentContract } from '../api/agent-contract';
import { kindText, periodText, rateText } from '../format';
import { CONTRACT_KINDS, type ContractDetails, type ContractType } from '../model';
import { contractRecordsReport } from '../records-report';
import { DownlineContracts } from './downline-contracts';
import { OfferCard } from './offer-card';
import { SettlementCountdown } from './settlement-countdown';
import { TiersTable } from './tiers-table';
import '../contracts.css';

function OwnContract({ details, onSettled }: { details: ContractDetails; onSettled: () => void }) {
  const { t } = useTranslation();
  const contract = details.contract;
  const kind = kindText(t, details.type);
  if (!contract) return <p>{t('contract_none', { kind })}</p>;
  return (
    <>
      <dl className="contracts__facts">
        <div>
          <dt>{t('contract_status')}</dt>
          <dd>{t(`contract_status_${contract.status}`)}</dd>
        </div>
        <div>
          <dt>{t('contract_given_by')}</dt>
          <dd>{contract.upline ?? t('contract_given_by_platform')}</dd>
        </div>
        <div>
          <dt>{t('contract_since')}</dt>
          <dd>{formatDate(contract.startMs, 'DD/MM/YYYY')}</dd>
        </div>
        <div>
          <dt>{t('contract_period')}</dt>
          <dd>{periodText(t, details.type, contract.period)}</dd>
        </div>
        <div>
          <dt>{t('contract_max_rate_label')}</dt>
          <dd>{rateText(t, contract.maxRate)}</dd>
        </div>
      </dl>
      {contract.status === 'TERMINATION_REQUESTED' ? <p className="contracts__note">{t('contract_end_requested_note')}</p> : null}
      <TiersTable tiers={contract.tiers} profitLoss={CONTRACT_KINDS[details.type].profitLoss} caption={t('contract_own_tiers', { kind })} />
      {details.nextSettlementMs ? (
        <SettlementCountdown key={details.nextSettlementMs} nextMs={details.nextSettlementMs} clockOffsetMs={details.clockOffsetMs} onSettled={onSettled} />
      ) : null}
    </>
  );
}

/**
 * A contract page (dividend, daily, hourly or real-time salary): requests waiting for the agent's answer, the agent's own
 * contract and tiers (with the next settlement for hourly and real-time), its records by period, and its downlines'
 * contracts with offers and termination requests.
 */
export function ContractPage({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { details, error, loading, validating, refresh } = useAgentContract(type);
  const report = useMemo(() => contractRecordsReport(t, type), [t, type]);
  const ids = { received: useId(), own: useId(), records: useId(), downlines: useId() };
  const kind = kindText(t, type);

  const settled = () => {
    // The settlement has passed: new records and the next settlement time.
    void refresh();
    void revalidateReports(mutate);
  };

  if (loading) return <Spinner />;
  if (error && !details)
    return (
      <div role="alert" className="contracts__error-box">
        <p>{t('contract_load_error')}</p>
        <Button variant="secondary" onClick={() => void refresh()} disabled={validating}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  if (!details) return null;

  return (
    <div className="contracts">
      {details.received.length > 0 ? (
        <section aria-labelledby={ids.received} className="contracts__section">
          <h2 id={ids.received}>{t('contract_received_heading')}</h2>
          {details.received.map((offer) => (
            <OfferCard key={offer.id} offer={offer} current={details.contract} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby={ids.own} className="contracts__section">
        <h2 id={ids.own}>{t('contract_own_heading', { kind })}</h2>
        <OwnContract details={details} onSettled={settled} />
      </section>
      <section aria-labelledby={ids.records} className="contracts__section">
        <h2 id={ids.records}>{t('contract_records_heading')}</h2>
        <ReportView report={report} />
      </section>
      {details.contract || details.downlines.some((d) => d.contract) ? (
        <section aria-labelledby={ids.downlines} className="contracts__section">
          <h2 id={ids.downlines}>{t('contract_downlines_heading')}</h2>
          <DownlineContracts details={details} />
        </section>
      ) : null}
    </div>
  );
}
