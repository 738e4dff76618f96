import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useMember } from '@/lib/member';
import { Button, Dialog, Spinner } from '@/ui';
import { Field } from '@/ui/field';
import { bindCard, type BindCardInput } from '../api/bind-card';
import { BIND_CARD_CONFIG_KEY, useBindCardConfig } from '../api/bind-card-config';
import { deleteCard } from '../api/delete-card';
import { MEMBER_BANK_CARDS_KEY, useMemberBankCards } from '../api/member-bank-cards';
import type { BankCard, BindCardConfig, BindField, MethodGroupType } from '../types';
import { errorText } from './error-text';
import { SmsCodeField } from './sms-code-field';
import { useMemberSmsCode } from './use-member-sms-code';

/** Member types that may not bind cards (PLATFORM-MEMBER "Conventions"). */
const NO_BINDING_TYPES = [40, 41, 42];
const MIN_FUND_PASSWORD = 6;

const METHOD_LABELS: Record<MethodGroupType, string> = {
  B: 'withdraw_method_bank',
  E: 'withdraw_method_ewallet',
  V: 'withdraw_method_crypto',
};

/** The bank-card section: the bound cards (masked), the card limit, adding a card and deleting one. */
export function BankCards() {
  const { t } = useTranslation();
  const { member } = useMember();
  const cards = useMemberBankCards();
  const config = useBindCardConfig();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BankCard | null>(null);
  const [status, setStatus] = useState('');

  if ((cards.isLoading && !cards.data) || (config.isLoading && !config.data)) return <Spinner label={t('loading')} />;
  if (!cards.data || !config.data)
    return (
      <div className="withdraw__notice" role="alert">
        <p>{errorText((cards.error ?? config.error) as { message?: string } | undefined, t)}</p>
        <Button
          onClick={() => {
            void cards.mutate();
            void config.mutate();
          }}
        >
          {t('withdraw_retry')}
        </Button>
      </div>
    );

  const list = cards.data.cards;
  const max = cards.data.maxCardCount;
  const atLimit = list.length >= max;
  const bindRefused = !config.data.bindAllowed || NO_BINDING_TYPES.includes(member?.type ?? 0);

  return (
    <section className="withdraw-cards" aria-labelledby="withdraw-cards-title">
      <h2 id="withdraw-cards-title">{t('withdraw_cards_title')}</h2>
      <p>{t('withdraw_cards_count', { cards: list.length, max })}</p>
      <output className="withdraw-cards__status withdraw__block">{status}</output>
      {list.length === 0 ? <p>{t('withdraw_cards_empty')}</p> : null}
      <ul className="withdraw-cards__list" aria-label={t('withdraw_cards_list')}>
        {list.map((card) => (
          <li key={card.bankCardId} className="withdraw-cards__item">
            <div>
              <strong>{card.bankName}</strong> <span>{card.cardNumber}</span>
              <div className="withdraw__card-holder">
                {t(METHOD_LABELS[card.methodGroupType])} · {card.cardHolder}
                {card.isFrozen ? <span className="withdraw__tag">{t('withdraw_card_frozen_tag')}</span> : null}
              </div>
            </div>
            <Button
              variant="secondary"
              size="small"
              aria-label={t('withdraw_cards_delete_label', { card: `${card.bankName} ${card.cardNumber}` })}
              onClick={() => {
                setStatus('');
                setDeleting(card);
              }}
            >
              {t('withdraw_cards_delete')}
            </Button>
          </li>
        ))}
      </ul>
      {bindRefused ? (
        <p>{t('withdraw_cards_bind_not_allowed')}</p>
      ) : atLimit ? (
        <p>{t('withdraw_cards_limit_reached', { max })}</p>
      ) : adding ? (
        <AddCardForm
          config={config.data}
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            setStatus(t('withdraw_cards_added'));
            void cards.mutate();
            void config.mutate();
          }}
        />
      ) : (
        <Button
          onClick={() => {
            setStatus('');
            setAdding(true);
          }}
        >
          {t('withdraw_cards_add')}
        </Button>
      )}
      {deleting ? (
        <DeleteCardDialog
          card={deleting}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            setStatus(t('withdraw_cards_deleted'));
            void cards.mutate();
            void config.mutate();
          }}
        />
      ) : null}
    </section>
  );
}

type AddFields = 'methodGroupType' | 'bankCode' | 'payeeName' | 'cardNumber' | BindField | 'paymentPassword' | 'validatePaymentPassword' | 'verificationCode';
type Values = Record<AddFields, string>;
type Errors = Partial<Record<AddFields, string>>;

const EMPTY: Values = {
  methodGroupType: 'B', bankCode: '', payeeName: '', cardNumber: '', province: '', city: '', area: '', paymentPassword: '',
  validatePaymentPassword: '', verificationCode: '',
};

/** Field problems (i18n keys) of the add-card form; empty when it may be sent. */
export function checkAddCard(values: Values, config: BindCardConfig): Errors {
  const errors: Errors = {};
  const bank = config.banks.find((b) => b.bankCode === values.bankCode);
  if (!bank) errors.bankCode = 'withdraw_bank_required';
  if (!config.payee && !values.payeeName.trim()) errors.payeeName = 'withdraw_payee_required';
  const number = values.cardNumber.trim();
  if (!number) errors.cardNumber = 'withdraw_card_number_required';
  else if (bank) {
    const shape = bank.methodGroupType === 'V' ? /^[A-Za-z0-9]+$/ : /^[0-9]+$/;
    const [min, maxLength] = bank.cardNumberLength;
    if (!shape.test(number) || number.length < min || number.length > maxLength) errors.cardNumber = 'withdraw_card_number_invalid';
  }
  for (const field of bank?.requiredFields ?? []) if (!values[field].trim()) errors[field] = `withdraw_${field}_required`;
  if (!values.paymentPassword) errors.paymentPassword = 'withdraw_password_required';
  else if (values.paymentPassword.length < MIN_FUND_PASSWORD) errors.paymentPassword = 'withdraw_password_short';
  if (!config.hasPaymentPassword && values.validatePaymentPassword !== values.paymentPassword)
    errors.validatePaymentPassword = 'withdraw_fund_password_mismatch';
  if (config.smsVerification && !/^\d{4,8}$/.test(values.verificationCode.trim())) errors.verificationCode = 'withdraw_sms_required';
  return errors;
}

function AddCardForm({ config, onCancel, onDone }: { config: BindCardConfig; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const sms = useMemberSmsCode('BIND_CARD');
  const methodId = useId();
  const bankId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const methods = (['B', 'E', 'V'] as const).filter((type) => config.banks.some((b) => b.methodGroupType === type));
  const banks = config.banks.filter((b) => b.methodGroupType === values.methodGroupType);
  const bank = config.banks.find((b) => b.bankCode === values.bankCode);
  const firstBinding = !config.hasPaymentPassword;

  const set = (field: AddFields) => (text: string) => {
    setValues((v) => ({ ...v, [field]: text, ...(field === 'methodGroupType' ? { bankCode: '' } : {}) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const fieldError = (field: AddFields) => (errors[field] ? t(errors[field]!) : null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = checkAddCard(values, config);
    setErrors(found);
    if (Object.keys(found).length || !bank) return;
    const body: BindCardInput = { bankName: bank.bankName, bankCode: bank.bankCode, cardNumber: values.cardNumber.trim(), paymentPassword: values.paymentPassword };
    if (!config.payee) body.payeeName = values.payeeName.trim();
    for (const field of bank.requiredFields) body[field] = values[field].trim();
    if (firstBinding) body.validatePaymentPassword = values.validatePaymentPassword;
    if (config.smsVerification) body.verificationCode = values.verificationCode.trim();
    sending.current = true;
    setBusy(true);
    setFailure('');
    try {
      await bindCard(body);
      void mutate(BIND_CARD_CONFIG_KEY);
      void mutate(MEMBER_BANK_CARDS_KEY);
      onDone();
    } catch (error) {
      const code = (error as { code?: string }).code;
      // The password never outlives the attempt.
      setValues((v) => ({ ...v, paymentPassword: '', validatePaymentPassword: '' }));
      if (code === 'invalid.payment.pw') setErrors({ paymentPassword: 'withdraw_error_wrong_password' });
      else if (code === 'card.number.exists' || code === 'card.number.invalid') setErrors({ cardNumber: code === 'card.number.exists' ? 'withdraw_card_number_exists' : 'withdraw_card_number_invalid' });
      else if (code === 'verification.invalid') setErrors({ verificationCode: 'withdraw_sms_wrong' });
      else setFailure(errorText(error as { code?: string; message?: string }, t));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <form className="withdraw__form" aria-label={t('withdraw_cards_add_form')} noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>{t('withdraw_cards_add')}</h3>
      {methods.length > 1 ? (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={methodId}>
            {t('withdraw_method_label')}
          </label>
          <select id={methodId} className="ui-field__input" value={values.methodGroupType} onChange={(e) => set('methodGroupType')(e.target.value)}>
            {methods.map((type) => (
              <option key={type} value={type}>
                {t(METHOD_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={['ui-field', errors.bankCode && 'ui-field--invalid'].filter(Boolean).join(' ')}>
        <label className="ui-field__label" htmlFor={bankId}>
          {t('withdraw_bank_label')}
        </label>
        <select
          id={bankId}
          className="ui-field__input"
          value={values.bankCode}
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={errors.bankCode ? `${bankId}-error` : undefined}
          onChange={(e) => set('bankCode')(e.target.value)}
        >
          <option value="">{t('withdraw_bank_choose')}</option>
          {banks.map((b) => (
            <option key={b.bankCode} value={b.bankCode}>
              {b.bankName}
            </option>
          ))}
        </select>
        {errors.bankCode ? (
          <p id={`${bankId}-error`} className="ui-field__error">
            {t(errors.bankCode)}
          </p>
        ) : null}
      </div>
      {config.payee ? (
        <Field label={t('withdraw_payee_label')} value={config.payee} readOnly hint={t('withdraw_payee_bound_hint')} />
      ) : (
        <Field
          label={t('withdraw_payee_label')}
          value={values.payeeName}
          onChange={(e) => set('payeeName')(e.target.value)}
          autoComplete="name"
          hint={t('withdraw_payee_first_hint')}
          error={fieldError('payeeName')}
        />
      )}
      <Field
        label={t(values.methodGroupType === 'B' ? 'withdraw_card_number_label' : values.methodGroupType === 'E' ? 'withdraw_ewallet_number_label' : 'withdraw_crypto_address_label')}
        value={values.cardNumber}
        onChange={(e) => set('cardNumber')(e.target.value)}
        inputMode={values.methodGroupType === 'V' ? 'text' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        error={fieldError('cardNumber')}
      />
      {(bank?.requiredFields ?? []).map((field) => (
        <Field key={field} label={t(`withdraw_${field}_label`)} value={values[field]} onChange={(e) => set(field)(e.target.value)} error={fieldError(field)} />
      ))}
      {firstBinding ? <p className="withdraw__fee-note">{t('withdraw_first_binding_note')}</p> : null}
      <Field
        label={t(firstBinding ? 'withdraw_new_fund_password' : 'withdraw_fund_password')}
        type="password"
        autoComplete={firstBinding ? 'new-password' : 'off'}
        value={values.paymentPassword}
        onChange={(e) => set('paymentPassword')(e.target.value)}
        error={fieldError('paymentPassword')}
      />
      {firstBinding ? (
        <Field
          label={t('withdraw_confirm_fund_password')}
          type="password"
          autoComplete="new-password"
          value={values.validatePaymentPassword}
          onChange={(e) => set('validatePaymentPassword')(e.target.value)}
          error={fieldError('validatePaymentPassword')}
        />
      ) : null}
      {config.smsVerification ? (
        <SmsCodeField value={values.verificationCode} onChange={set('verificationCode')} error={errors.verificationCode ?? null} sms={sms} />
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <div className="withdraw__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('withdraw_cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('withdraw_saving') : t('withdraw_cards_save')}
        </Button>
      </div>
    </form>
  );
}

function DeleteCardDialog({ card, onClose, onDone }: { card: BankCard; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (password.length < MIN_FUND_PASSWORD) {
      setError(t(password ? 'withdraw_password_short' : 'withdraw_password_required'));
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await deleteCard(card.bankCardId, password);
      onDone();
    } catch (failure) {
      setPassword('');
      setError(errorText(failure as { code?: string; message?: string }, t));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('withdraw_cards_delete_title')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('withdraw_cards_delete_title')}>
        <p>{t('withdraw_cards_delete_text', { card: `${card.bankName} ${card.cardNumber}` })}</p>
        <Field
          label={t('withdraw_fund_password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          error={error}
        />
        <div className="withdraw__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('withdraw_cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('withdraw_cards_delete_confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
