import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { claimIssuedPromotion, useIssuedRewards } from '../../api/claims';
import type { PromotionClaim } from '../../api/types';
import { rewardsErrorText } from '../errors';
import { money } from '../money';
import { LoadFailed } from './load-failed';

function IssuedItem({ claim, busy, onClaim }: { claim: PromotionClaim; busy: boolean; onClaim: (claim: PromotionClaim) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="rewards-row" aria-labelledby={titleId}>
      <span className="rewards-row__main">
        <span id={titleId} className="rewards-strong">{claim.promotionName}</span>
        <span className="rewards-muted">
          {t(`rewards_type_${claim.promotionType}`, { defaultValue: claim.promotionType })}
          {claim.expireTime ? ` · ${t('rewards_issued_expires', { time: formatDate(claim.expireTime, 'DD/MM/YYYY HH:mm') })}` : ''}
        </span>
      </span>
      <span className="rewards-amount">{money(claim.amount)}</span>
      <Button size="small" disabled={busy} onClick={() => onClaim(claim)} aria-label={t('rewards_issued_claim_named', { name: claim.promotionName, amount: money(claim.amount) })}>
        {t('rewards_issued_claim')}
      </Button>
    </li>
  );
}

/** Rewards issued to the member and waiting to be claimed (status I); Claim moves each into the main wallet. */
export function IssuedRewards() {
  const { t } = useTranslation();
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, loading, mutate } = useIssuedRewards(true);
  const [busy, setBusy] = useState<string | null>(null);
  if (loading) return <Spinner />;
  if (error || !data) return <LoadFailed onRetry={() => void mutate()} />;

  const claim = async (item: PromotionClaim) => {
    if (busy) return;
    setBusy(item.promotionClaimId);
    try {
      const result = await claimIssuedPromotion(item.promotionClaimId, item.promotionType, mutateCache);
      toast.success(t('rewards_issued_claimed_toast', { amount: money(result.amount), name: item.promotionName }));
    } catch (failure) {
      toast.error(rewardsErrorText(failure, t));
      void mutate();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="rewards-section" aria-labelledby="rewards-issued-title">
      <h2 id="rewards-issued-title">{t('rewards_issued_title')}</h2>
      {data.list.length ? (
        <ul className="rewards-list">
          {data.list.map((item) => (
            <IssuedItem key={item.promotionClaimId} claim={item} busy={busy !== null} onClaim={(c) => void claim(c)} />
          ))}
        </ul>
      ) : (
        <p className="rewards-muted">{t('rewards_issued_empty')}</p>
      )}
    </section>
  );
}
