import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, toMinor } from '@/lib/money';
import { Button } from '@/ui';
import { AmountField, amountMessage } from '@/ui/amount-field';
import { Field } from '@/ui/field';
import { amountRules, isChannelOpen, PAYEE_NAME_MAX, selectedChannel, selectedMethod, type DepositContext, type DepositEvent } from '../deposit.machine';
import type { PromotionChoice } from '../types';
import { methodLabelKey } from './method-labels';

export interface DepositFormProps {
  /** The machine's context (what is chosen and typed, errors under the fields). */
  context: DepositContext;
  /** True while the deposit call is out: everything is disabled and the button says so. */
  busy: boolean;
  send: (event: DepositEvent) => void;
}

function promotionKey(choice: PromotionChoice): string {
  return choice.kind === 'claim' ? `claim:${choice.claimId}` : `promotion:${choice.promotionId}`;
}

function PromotionLabel({ choice }: { choice: PromotionChoice }) {
  const { t } = useTranslation();
  if (choice.kind === 'claim') {
    const name = choice.name ?? t('deposit_extra_reward');
    return (
      <>
        <span className="deposit__option-name">{name}</span>
        {choice.rewardAmount != null ? (
          <span className="deposit__option-note">{t('deposit_extra_reward_amount', { amount: formatMinor(toMinor(choice.rewardAmount)) })}</span>
        ) : null}
      </>
    );
  }
  return (
    <>
      <span className="deposit__option-name">{choice.name}</span>
      {choice.minDeposit != null ? (
        <span className="deposit__option-note">{t('deposit_promotion_min', { amount: formatMinor(toMinor(choice.minDeposit)) })}</span>
      ) : null}
    </>
  );
}

/**
 * The deposit form: payment methods as tiles, the method's channels (one under maintenance shown but not
 * selectable), the bank when a channel has several, the amount with the channel's min–max and quick amounts, the
 * payer's name for a manual transfer, and an optional promotion or extra reward.
 */
export function DepositForm({ context, busy, send }: DepositFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const methods = context.options?.methods ?? [];
  const method = selectedMethod(context);
  const channel = selectedChannel(context);
  const rules = amountRules(channel);
  const promotions = context.options?.promotions ?? [];
  const chosen = context.promotion ? promotionKey(context.promotion) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) send({ type: 'SUBMIT' });
  };

  if (methods.length === 0)
    return <p className="deposit__notice">{t('deposit_no_methods')}</p>;

  return (
    <form className="deposit__form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <fieldset className="deposit__group" disabled={busy}>
        <legend className="deposit__legend">{t('deposit_method')}</legend>
        <div className="deposit__tiles">
          {methods.map((m) => {
            const open = m.channels.some((c) => isChannelOpen(c, context.unavailable));
            return (
              <button
                key={m.code}
                type="button"
                className="deposit__tile"
                aria-pressed={m.code === context.methodCode}
                onClick={() => send({ type: 'SELECT_METHOD', code: m.code })}
              >
                <span className="deposit__tile-code" aria-hidden="true">{m.code}</span>
                <span>{t(methodLabelKey(m.code), { defaultValue: m.code })}</span>
                {open ? null : <span className="deposit__tile-note">{t('deposit_method_unavailable')}</span>}
              </button>
            );
          })}
        </div>
      </fieldset>

      {method ? (
        <fieldset className="deposit__group" disabled={busy}>
          <legend className="deposit__legend">{t('deposit_channel')}</legend>
          <div className="deposit__channels">
            {method.channels.map((c) => {
              const open = isChannelOpen(c, context.unavailable);
              const range = c.min != null && c.max != null ? amountMessage('amount_range_hint', amountRules(c), t) : null;
              return (
                <label key={c.key} className={`deposit__channel${open ? '' : ' deposit__channel--closed'}`}>
                  <input
                    type="radio"
                    name={`${ids}-channel`}
                    value={c.key}
                    checked={c.key === context.channelKey}
                    disabled={!open}
                    onChange={() => send({ type: 'SELECT_CHANNEL', key: c.key })}
                  />
                  <span className="deposit__option-name">{c.vendorName}</span>
                  {open ? (
                    range ? <span className="deposit__option-note">{range}</span> : null
                  ) : (
                    <span className="deposit__option-note deposit__option-note--warn">
                      {c.maintenance ? t('deposit_channel_maintenance') : t('deposit_channel_unavailable_short')}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
          {channel ? null : <p className="deposit__notice">{t('deposit_no_open_channel')}</p>}
        </fieldset>
      ) : null}

      {channel && channel.banks.length > 1 ? (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${ids}-bank`}>
            {channel.flow === 'MANUAL' ? t('deposit_receiving_bank') : t('deposit_bank')}
          </label>
          <select
            id={`${ids}-bank`}
            className="deposit__select"
            value={context.bankCode ?? ''}
            disabled={busy}
            onChange={(event) => send({ type: 'SELECT_BANK', bankCode: event.target.value })}
          >
            {channel.banks.map((b) => (
              <option key={b.bankCode} value={b.bankCode}>
                {b.bankName}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {channel ? (
        <AmountField
          value={context.amountText}
          onValueChange={(text) => send({ type: 'CHANGE_AMOUNT', text })}
          rules={rules}
          quickAmounts={channel.quickAmounts}
          error={context.amountError}
          disabled={busy}
          name="amount"
        />
      ) : null}

      {channel?.flow === 'MANUAL' ? (
        <Field
          label={t('deposit_payee_name')}
          hint={t('deposit_payee_name_hint')}
          value={context.payeeName}
          onChange={(event) => send({ type: 'CHANGE_PAYEE', text: event.target.value })}
          error={context.payeeError ? t(context.payeeError, { max: PAYEE_NAME_MAX }) : null}
          autoComplete="name"
          disabled={busy}
          name="payeeName"
        />
      ) : null}

      {channel && promotions.length > 0 ? (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${ids}-promotion`}>
            {t('deposit_promotion')}
          </label>
          <select
            id={`${ids}-promotion`}
            className="deposit__select"
            value={chosen}
            disabled={busy}
            aria-describedby={context.promotionError ? `${ids}-promotion-error` : undefined}
            aria-invalid={context.promotionError ? true : undefined}
            onChange={(event) =>
              send({ type: 'SELECT_PROMOTION', promotion: promotions.find((p) => promotionKey(p) === event.target.value) ?? null })
            }
          >
            <option value="">{t('deposit_promotion_none')}</option>
            {promotions.map((p) => (
              <option key={promotionKey(p)} value={promotionKey(p)}>
                {p.kind === 'claim' ? t('deposit_extra_reward_option', { name: p.name ?? t('deposit_extra_reward') }) : p.name}
              </option>
            ))}
          </select>
          {context.promotion ? (
            <p className="ui-field__hint">
              <PromotionLabel choice={context.promotion} />
            </p>
          ) : null}
          {context.promotionError ? (
            <p id={`${ids}-promotion-error`} className="ui-field__error">
              {t(context.promotionError)}
            </p>
          ) : null}
        </div>
      ) : null}

      {channel ? (
        <div className="deposit__actions">
          <Button type="submit" disabled={busy} aria-disabled={busy || undefined}>
            {busy ? t('deposit_submitting') : t('deposit_submit')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
