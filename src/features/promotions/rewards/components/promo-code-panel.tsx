import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { toast } from '@/ui/toast';
import { claimPromoCode, PROMO_CODE_MAX_LENGTH, usePromoCodes } from '../api/promo-code';
import { rewardsErrorText } from '../errors';
import { money } from '../money';

/** Redeem a promo code: the reward reaches the main wallet at once; a used, expired or unknown code says so under the field. */
export function PromoCodePanel() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const history = usePromoCodes(true);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const typed = code.trim();
    if (!typed) return setError(t('rewards_code_required'));
    if (typed.length > PROMO_CODE_MAX_LENGTH) return setError(t('rewards_code_too_long', { max: PROMO_CODE_MAX_LENGTH }));
    setSending(true);
    setError('');
    try {
      const result = await claimPromoCode(typed, mutate);
      setCode('');
      toast.success(t('rewards_code_redeemed', { amount: money(result.rewardAmount), name: result.promotionName }));
    } catch (failure) {
      setError(rewardsErrorText(failure, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="rewards-section" aria-labelledby="rewards-code-title">
      <h2 id="rewards-code-title">{t('rewards_code_title')}</h2>
      <form className="rewards-code" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('rewards_code_label')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError('');
          }}
          hint={t('rewards_code_hint', { max: PROMO_CODE_MAX_LENGTH })}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" disabled={sending}>{t(sending ? 'rewards_code_redeeming' : 'rewards_code_redeem')}</Button>
      </form>
      <h3>{t('rewards_code_history')}</h3>
      {history.data?.list.length ? (
        <ul className="rewards-list">
          {history.data.list.map((row) => (
            <li key={`${row.promoCode}-${row.redeemTime}`} className="rewards-row">
              <span className="rewards-row__main">
                <span className="rewards-strong">{row.promoCode}</span>
                <span className="rewards-muted">{row.promotionName} · {formatDate(row.redeemTime, 'DD/MM/YYYY HH:mm')}</span>
              </span>
              <span className="rewards-amount">{money(row.rewardAmount)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rewards-muted">{history.loading ? t('loading') : t('rewards_code_history_empty')}</p>
      )}
    </section>
  );
}
