import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { useRebateLimits } from './api/rebate-limits';
import { createReferralLink, refreshReferralLinks, type ReferralLink } from './api/referral-links';
import { AccountTypePicker } from './account-type-picker';
import { messageOf, registerCenterErrorKey } from './errors';
import { parseRate, productName } from './product-types';

/** Days a link works; 0 never expires (the platform's four choices). */
export const EXPIRY_CHOICES = [7, 30, 90, 0] as const;

export interface CreateLinkDialogProps {
  open: boolean;
  onClose: () => void;
  /** 0 member link, else agent types (from `accountTypeChoices`). */
  choices: number[];
  /** The new link (the list shows it first). */
  onCreated?: (link: ReferralLink) => void;
}

/** Create a referral link: member or agent link, expiry, and a rebate rate per product type within the agent's own. */
export function CreateLinkDialog({ open, onClose, choices, onCreated }: CreateLinkDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('agreg_link_create_title')} className="agreg-dialog">
      <CreateLinkForm onClose={onClose} choices={choices} onCreated={onCreated} />
    </Dialog>
  );
}

function CreateLinkForm({ onClose, choices, onCreated }: Omit<CreateLinkDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const limits = useRebateLimits();
  const [type, setType] = useState(choices[0] ?? 0);
  const [expiry, setExpiry] = useState<number>(30);
  const [rates, setRates] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  if (!limits.data) {
    if (limits.error)
      return (
        <div role="alert" className="agreg-alert">
          <p>{t('agreg_rates_error')}</p>
          <Button variant="secondary" size="small" onClick={() => void limits.mutate()}>
            {t('btn_retry')}
          </Button>
        </div>
      );
    return <Spinner label={t('loading')} />;
  }
  const rated = limits.data.filter((limit) => limit.maxRate !== null);
  const checks = rated.map((limit) => ({ limit, parsed: parseRate(rates[limit.productType] ?? '', limit.maxRate ?? 0) }));
  const firstBad = checks.find((c) => !c.parsed.ok);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (firstBad) {
      document.getElementById(`agreg-rate-${firstBad.limit.productType}`)?.focus();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const link = await createReferralLink({
        linkType: type === 0 ? 'member' : 'agent',
        ...(type === 0 ? {} : { agentType: type }),
        expiryDays: expiry as 0 | 7 | 30 | 90,
        rebateSettings: checks.map(({ limit, parsed }) => ({ productType: limit.productType, rate: parsed.ok ? parsed.rate : 0 })),
      });
      await refreshReferralLinks(mutate);
      toast.success(t('agreg_link_created', { code: link.affiliateCode }));
      onCreated?.(link);
      onClose();
    } catch (failure) {
      const message = messageOf(failure);
      setError(registerCenterErrorKey(message) ?? message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="agreg-link-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('agreg_link_create_title')}>
      <AccountTypePicker choices={choices} value={type} onChange={setType} legendKey="agreg_link_for" disabled={busy} />
      <fieldset className="agreg-type" disabled={busy}>
        <legend className="agreg-type__legend">{t('agreg_link_expiry')}</legend>
        <div className="agreg-type__options">
          {EXPIRY_CHOICES.map((days) => (
            <label key={days} className="agreg-type__option">
              <input type="radio" name="agreg-expiry" value={days} checked={expiry === days} onChange={() => setExpiry(days)} />
              {days === 0 ? t('agreg_expiry_never') : t('agreg_expiry_days', { days })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="agreg-rates" disabled={busy}>
        <legend className="agreg-type__legend">{t('agreg_link_rates')}</legend>
        <p className="agreg-rates__hint">{t('agreg_link_rates_hint')}</p>
        <div className="agreg-rates__grid">
          {checks.map(({ limit, parsed }) => (
            <Field
              key={limit.productType}
              id={`agreg-rate-${limit.productType}`}
              label={`${productName(t, limit.productType)} (%)`}
              value={rates[limit.productType] ?? ''}
              onChange={(event) => setRates((r) => ({ ...r, [limit.productType]: event.target.value }))}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              hint={t('agreg_rate_max', { max: limit.maxRate })}
              error={submitted && !parsed.ok ? t(parsed.error, { max: limit.maxRate }) : undefined}
            />
          ))}
        </div>
        {limits.data.some((limit) => limit.maxRate === null) ? (
          <p className="agreg-rates__hint">
            {t('agreg_link_no_rebate', {
              products: limits.data.filter((limit) => limit.maxRate === null).map((limit) => productName(t, limit.productType)).join(', '),
            })}
          </p>
        ) : null}
      </fieldset>
      {error ? (
        <p role="alert" className="agreg-alert">
          {t(error, { defaultValue: error })}
        </p>
      ) : null}
      <div className="agreg-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('agreg_cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t('agreg_link_create')}
        </Button>
      </div>
    </form>
  );
}
