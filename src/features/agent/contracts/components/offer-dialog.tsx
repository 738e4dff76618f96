import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/ui';
import { ConfirmStep } from '@/ui/confirm-step';
import { Field } from '@/ui/field';
import { toast } from '@/ui/toast';
import { createContractOffer, offerRefusal, type HigherRate } from '../api/create-offer';
import { kindText, periodText, rateText } from '../format';
import { useContractRefresh } from '../hooks';
import { CONTRACT_KINDS, type AgentContract, type ContractPeriod, type ContractTier, type ContractType } from '../model';
import { draftsFrom, EMPTY_TIER, MAX_TIERS, validateTiers, type TierDraft, type TierErrors } from '../tiers';

export interface OfferDialogProps {
  type: ContractType;
  /** The direct agent downline the offer is for. */
  downline: string;
  /** The agent's own contract of this kind: its tiers are the starting point and its highest rate the ceiling. */
  own: AgentContract;
  onClose: () => void;
}

type Step = { kind: 'form' } | { kind: 'consent'; downlines: HigherRate[]; tiers: ContractTier[]; period: ContractPeriod | null };

/**
 * Makes an offer to a downline (SPEC §4): the period and tiers, checked as typed (no rate above the agent's own, valid
 * bets ascending, rates never falling). When a downline in that team holds a higher rate, the platform asks for
 * consent: the SPEC's sentence, the contracts that would end, and a consent box before the offer is sent again.
 */
export function OfferDialog({ type, downline, own, onClose }: OfferDialogProps) {
  const { t } = useTranslation();
  const refresh = useContractRefresh();
  const config = CONTRACT_KINDS[type];
  const kind = kindText(t, type);
  const [period, setPeriod] = useState<ContractPeriod | null>(() => (own.period && config.periods.includes(own.period) ? own.period : (config.periods[0] ?? null)));
  const [drafts, setDrafts] = useState<TierDraft[]>(() => draftsFrom(own.tiers));
  const [errors, setErrors] = useState<TierErrors[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const formId = useId();

  const send = async (tiers: ContractTier[], chosen: ContractPeriod | null, consent: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await createContractOffer({ type, downline, period: chosen, tiers, consent });
      toast.success(
        result.terminated.length > 0
          ? t('contract_offer_sent_ended', { kind, downline, count: result.terminated.length, accounts: result.terminated.map((d) => d.account).join(', ') })
          : t('contract_offer_sent_to', { kind, downline }),
      );
      void refresh(type);
      onClose();
    } catch (error) {
      const refusal = offerRefusal(error);
      if (refusal.kind === 'needs-consent' && !consent) setStep({ kind: 'consent', downlines: refusal.downlines, tiers, period: chosen });
      else if (refusal.kind === 'above-own') setFailure(t('contract_error_above_own', { rate: rateText(t, refusal.maxRate ?? own.maxRate) }));
      else if (refusal.kind === 'pending') setFailure(t('contract_error_pending', { downline }));
      else setFailure(t('contract_error_other'));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTiers(drafts, { ceiling: own.maxRate, profitLoss: config.profitLoss });
    setErrors(checked.errors);
    if (!checked.tiers) {
      setFailure(t('contract_error_fix_tiers'));
      return;
    }
    void send(checked.tiers, period, false);
  };

  const update = (index: number, field: keyof TierDraft, value: string) =>
    setDrafts((previous) => previous.map((draft, i) => (i === index ? { ...draft, [field]: value } : draft)));

  const title = step.kind === 'consent' ? t('contract_consent_title') : t('contract_offer_title', { kind, downline });
  return (
    <Dialog open onClose={onClose} title={title} className="contracts__dialog">
      {step.kind === 'consent' ? (
        <ConfirmStep
          heading={t('contract_consent_heading', { downline })}
          headingLevel={3}
          rows={step.downlines.map((d) => ({ id: d.account, label: d.account, value: t('contract_consent_rate', { rate: rateText(t, d.maxRate) }) }))}
          warnings={[t('contract_consent_text'), t('contract_consent_offer', { rate: rateText(t, Math.max(...step.tiers.map((tier) => tier.rate))) })]}
          consentLabel={t('contract_consent_label')}
          confirmLabel={t('contract_consent_confirm')}
          busy={busy}
          error={failure}
          onBack={() => {
            setFailure(null);
            setStep({ kind: 'form' });
          }}
          onConfirm={() => void send(step.tiers, step.period, true)}
        />
      ) : (
        <form id={formId} className="contracts__form" onSubmit={submit} noValidate>
          <p className="contracts__muted">{t('contract_offer_ceiling', { rate: rateText(t, own.maxRate) })}</p>
          {config.periods.length > 1 ? (
            <fieldset className="contracts__periods">
              <legend>{t('contract_period')}</legend>
              {config.periods.map((p) => (
                <label key={p} className="contracts__period">
                  <input type="radio" name={`${formId}-period`} value={p} checked={period === p} onChange={() => setPeriod(p)} />
                  {t(`contract_period_${p}`)}
                </label>
              ))}
            </fieldset>
          ) : (
            <p>
              {t('contract_period')}: {periodText(t, type, period)}
            </p>
          )}
          {drafts.map((draft, i) => (
            <fieldset key={i} className="contracts__tier">
              <legend>{t('contract_tier_n', { n: i + 1 })}</legend>
              <Field
                label={t('contract_tier_valid_bet')}
                inputMode="decimal"
                value={draft.validBet}
                onChange={(e) => update(i, 'validBet', e.target.value)}
                error={errors[i]?.validBet ? t(errors[i].validBet) : undefined}
              />
              {config.profitLoss ? (
                <Field
                  label={t('contract_tier_loss')}
                  inputMode="decimal"
                  value={draft.profitLoss}
                  onChange={(e) => update(i, 'profitLoss', e.target.value)}
                  error={errors[i]?.profitLoss ? t(errors[i].profitLoss) : undefined}
                />
              ) : null}
              <Field
                label={t('contract_tier_active')}
                inputMode="numeric"
                value={draft.activeMembers}
                onChange={(e) => update(i, 'activeMembers', e.target.value)}
                error={errors[i]?.activeMembers ? t(errors[i].activeMembers) : undefined}
              />
              <Field
                label={t('contract_tier_rate_input')}
                inputMode="decimal"
                value={draft.rate}
                onChange={(e) => update(i, 'rate', e.target.value)}
                error={errors[i]?.rate ? t(errors[i].rate, { rate: rateText(t, own.maxRate) }) : undefined}
              />
              {drafts.length > 1 ? (
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => {
                    setDrafts((previous) => previous.filter((_, j) => j !== i));
                    setErrors([]);
                  }}
                >
                  {t('contract_tier_remove', { n: i + 1 })}
                </Button>
              ) : null}
            </fieldset>
          ))}
          {drafts.length < MAX_TIERS ? (
            <Button variant="secondary" size="small" onClick={() => setDrafts((previous) => [...previous, EMPTY_TIER])}>
              {t('contract_tier_add')}
            </Button>
          ) : null}
          {failure ? (
            <p role="alert" className="contracts__error">
              {failure}
            </p>
          ) : null}
          <div className="contracts__actions">
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {t('contract_offer_send')}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('contract_cancel')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
