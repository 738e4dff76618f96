import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { claimSavior, useSavior } from '../api/savior';
import { rewardsErrorText } from '../errors';
import { money } from '../money';
import { LoadFailed } from './load-failed';

/** The rescue fund (SAVIOR): a share of yesterday's net loss, claimable once a day. */
export function RescueFund() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { data, error, loading, reload } = useSavior(true);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');
  if (loading) return <Spinner />;
  if (error || !data) return <LoadFailed onRetry={() => void reload()} />;
  if (!data.enabled) return null;

  const claim = async () => {
    if (sending || data.promotionId === undefined) return;
    setSending(true);
    setRefusal('');
    try {
      const result = await claimSavior(data.promotionId, mutate);
      toast.success(t('rewards_rescue_claimed_toast', { amount: money(result.rewardAmount) }));
    } catch (failure) {
      setRefusal(rewardsErrorText(failure, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="rewards-section rewards-rescue" aria-labelledby="rewards-rescue-title">
      <h2 id="rewards-rescue-title">{t('rewards_rescue_title')}</h2>
      <p>{t('rewards_rescue_rule', { rate: data.ratePercent, min: money(data.minLoss), max: money(data.maxReward) })}</p>
      <p>{t('rewards_rescue_loss', { amount: money(data.lossAmount) })}</p>
      {data.status === 'AVAILABLE' ? (
        <Button onClick={() => void claim()} disabled={sending}>{t('rewards_rescue_claim', { amount: money(data.rewardAmount) })}</Button>
      ) : (
        <p className="rewards-strong">{t(data.status === 'CLAIMED' ? 'rewards_rescue_already' : 'rewards_rescue_not_eligible')}</p>
      )}
      {refusal ? <p role="alert" className="rewards-error">{refusal}</p> : null}
    </section>
  );
}
