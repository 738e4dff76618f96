import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { DATE_TIME, formatDate } from '@/lib/format';
import { formatMinor } from '@/lib/money';
import { revalidateReports } from '@/lib/report-cache';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { Button, Spinner } from '@/ui';
import { ConfirmStep } from '@/ui/confirm-step';
import { toast } from '@/ui/toast';
import { categoryName, type RecordGameCategory } from '../profit/game-categories';
import { useManualRebate, type ManualRebate } from './api/manual-rebate';
import { claimRefusal, submitManualRebate } from './api/submit-manual-rebate';
import { rateText } from './bonus-details-report';

/** A claim being confirmed: one category, or every category (''). */
interface PendingClaim {
  category: RecordGameCategory | '';
  amount: number;
}

/**
 * Whether the last claim was too recent to claim again. Read from the answer alone (the platform's clock may differ
 * from the page's): the platform answers nextClaim = max(now, lastClaim + interval), so it equals lastClaim + interval
 * while the member has to wait.
 */
export function mustWait(rebate: ManualRebate): boolean {
  return rebate.lastClaimMs !== null && rebate.nextClaimMs === rebate.lastClaimMs + rebate.claimIntervalMinutes * 60_000;
}

/**
 * The rebate the member can claim now, per game category, with Claim (one category) and Claim all; each claim goes
 * through a confirmation step (one request per confirmation), then a toast, the refreshed amounts, header balance and
 * history; a refusal says what to do next.
 */
export function ManualRebateClaim() {
  const { t } = useTranslation();
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, isValidating, mutate } = useManualRebate();
  const waiting = data ? mustWait(data) : false;
  // While the member has to wait, look again now and then so Claim comes back without a reload.
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => void mutate(), 30_000);
    return () => clearInterval(timer);
  }, [waiting, mutate]);

  const [pending, setPending] = useState<PendingClaim | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const step = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The confirmation replaces the list: move focus into it (its consent box), and back to the heading after.
    if (pending) step.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [pending]);

  const close = () => {
    setPending(null);
    setFailure(null);
    heading.current?.focus();
  };

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await submitManualRebate(pending.category);
      toast.success(t('rebate_claim_done', { amount: formatMinor(result.amount) }));
      setNotice(null);
      close();
      void mutate();
      void mutateCache(WALLET_BALANCE_KEY);
      void revalidateReports(mutateCache);
    } catch (caught) {
      const refusal = claimRefusal(caught);
      if (refusal.kind === 'other') {
        setFailure(t('rebate_error_other'));
      } else {
        const minutes = data?.claimIntervalMinutes ?? 10;
        setNotice(
          refusal.kind === 'too-soon'
            ? t('rebate_error_too_soon', { minutes, time: refusal.nextClaimMs ? formatDate(refusal.nextClaimMs, 'HH:mm') : '' })
            : t('rebate_error_nothing', { min: formatMinor(data?.minClaim ?? 100) }),
        );
        close();
        void mutate();
      }
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (error && !data)
    content = (
      <div role="alert" className="rebate-claim__error">
        <p>{t('rebate_available_error')}</p>
        <Button variant="secondary" onClick={() => void mutate()} disabled={isValidating}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  else if (!data) content = <Spinner />;
  else if (pending)
    content = (
      <div ref={step}>
        <ConfirmStep
          heading={t('rebate_confirm_title')}
          headingLevel={3}
          rows={[
            { id: 'category', label: t('rebate_confirm_category'), value: pending.category ? categoryName(t, pending.category) : t('rebate_category_all') },
            { id: 'amount', label: t('rebate_confirm_amount'), value: formatMinor(pending.amount) },
            { id: 'to', label: t('rebate_confirm_to'), value: t('rebate_confirm_main_wallet') },
          ]}
          warnings={[t('rebate_confirm_note')]}
          consentLabel={t('rebate_confirm_consent')}
          confirmLabel={t('rebate_claim')}
          busy={busy}
          error={failure}
          onConfirm={() => void confirm()}
          onBack={close}
        />
      </div>
    );
  else {
    const min = formatMinor(data.minClaim);
    const start = (claim: PendingClaim) => {
      setNotice(null);
      setFailure(null);
      setPending(claim);
    };
    content = (
      <>
        <p className="rebate-claim__rules">{t('rebate_rules', { minutes: data.claimIntervalMinutes, min })}</p>
        {waiting ? (
          <output className="rebate-claim__wait">
            {t('rebate_next_claim', { time: formatDate(data.nextClaimMs, 'HH:mm') })}
          </output>
        ) : null}
        <ul className="rebate-claim__list">
          {data.items.map((item) => {
            const name = categoryName(t, item.category);
            const enough = item.rebate >= data.minClaim;
            return (
              <li key={item.category} className="rebate-claim__item">
                <h3 className="rebate-claim__name">{name}</h3>
                <dl className="rebate-claim__figures">
                  <div>
                    <dt>{t('rebate_col_since')}</dt>
                    <dd>{formatDate(item.periodStartMs, DATE_TIME)}</dd>
                  </div>
                  <div>
                    <dt>{t('rebate_col_valid')}</dt>
                    <dd>{formatMinor(item.validBet)}</dd>
                  </div>
                  <div>
                    <dt>{t('rebate_col_rate')}</dt>
                    <dd>{rateText(t, item.rate)}</dd>
                  </div>
                  <div>
                    <dt>{t('rebate_col_available')}</dt>
                    <dd className="rebate-claim__amount">{formatMinor(item.rebate)}</dd>
                  </div>
                </dl>
                <div className="rebate-claim__action">
                  <Button
                    size="small"
                    aria-label={t('rebate_claim_category', { category: name })}
                    disabled={waiting || !enough}
                    onClick={() => start({ category: item.category, amount: item.rebate })}
                  >
                    {t('rebate_claim')}
                  </Button>
                  {!enough ? <span className="rebate-claim__why">{t('rebate_below_min', { min })}</span> : null}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="rebate-claim__total">
          <p>
            <span>{t('rebate_total_available')}</span> <strong className="rebate-claim__amount">{formatMinor(data.total)}</strong>
          </p>
          <Button disabled={waiting || data.total < data.minClaim} onClick={() => start({ category: '', amount: data.total })}>
            {t('rebate_claim_all')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="rebate-claim" aria-labelledby={headingId} aria-busy={isValidating || undefined}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="rebate-claim__title">
        {t('rebate_available_title')}
      </h2>
      {notice ? (
        <p role="alert" className="rebate-claim__notice">
          {notice}
        </p>
      ) : null}
      {content}
    </section>
  );
}
