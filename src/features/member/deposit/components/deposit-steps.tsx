import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { formatMinor } from '@/lib/money';
import { Button, QrCode } from '@/ui';
import type { DepositResult } from '../types';
import { CopyButton } from './copy-button';

type Result<F extends DepositResult['flow']> = Extract<DepositResult, { flow: F }>;

function Reference({ depositId }: { depositId: string | null }) {
  const { t } = useTranslation();
  if (!depositId) return null;
  return (
    <p className="deposit__reference">
      {t('deposit_reference')} <strong>{depositId}</strong>
    </p>
  );
}

function Expiry({ expiresAt }: { expiresAt: number | null }) {
  const { t } = useTranslation();
  if (expiresAt == null) return null;
  return <p className="deposit__hint">{t('deposit_expires_at', { time: formatDate(expiresAt, 'YYYY-MM-DD HH:mm') })}</p>;
}

export interface QrStepProps {
  result: Result<'QR'>;
  onPaid: () => void;
  onBack: () => void;
}

/** The QR code to scan with the payment app, the amount to pay, and "I have paid". */
export function QrStep({ result, onPaid, onBack }: QrStepProps) {
  const { t } = useTranslation();
  const amount = formatMinor(result.amount);
  return (
    <section className="deposit__step" aria-labelledby="deposit-qr-title">
      <h2 id="deposit-qr-title">{t('deposit_qr_title')}</h2>
      <p>{t('deposit_qr_text')}</p>
      <div className="deposit__qr">
        <QrCode value={result.qrCodeUrl} label={t('deposit_qr_label', { amount })} size={200} />
      </div>
      <p className="deposit__amount">
        {t('deposit_amount_to_pay')} <strong>{amount}</strong>
      </p>
      <Reference depositId={result.depositId} />
      <Expiry expiresAt={result.expiresAt} />
      <div className="deposit__actions">
        <Button onClick={onPaid}>{t('deposit_i_have_paid')}</Button>
        <Button variant="secondary" onClick={onBack}>
          {t('deposit_back')}
        </Button>
      </div>
    </section>
  );
}

export interface RedirectStepProps {
  result: Result<'REDIRECT'>;
  onOpen: () => void;
  onPaid: () => void;
  onNotYet: () => void;
}

/** The provider's page opened in a new tab; "did you pay?" with a way to open it again. */
export function RedirectStep({ result, onOpen, onPaid, onNotYet }: RedirectStepProps) {
  const { t } = useTranslation();
  return (
    <section className="deposit__step" aria-labelledby="deposit-redirect-title">
      <h2 id="deposit-redirect-title">{t('deposit_redirect_title')}</h2>
      <p>{t('deposit_redirect_text', { amount: formatMinor(result.amount) })}</p>
      <p>
        <a
          href={result.redirectUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
        >
          {t('deposit_open_provider')}
        </a>
      </p>
      <Reference depositId={result.depositId} />
      <p className="deposit__question">{t('deposit_did_you_pay')}</p>
      <div className="deposit__actions">
        <Button onClick={onPaid}>{t('deposit_i_have_paid')}</Button>
        <Button variant="secondary" onClick={onNotYet}>
          {t('deposit_not_yet')}
        </Button>
      </div>
    </section>
  );
}

export interface ManualStepProps {
  result: Result<'MANUAL'>;
  onPaid: () => void;
  onBack: () => void;
}

/** The receiving account of a manual transfer with copy buttons, the exact amount and the reference to write. */
export function ManualStep({ result, onPaid, onBack }: ManualStepProps) {
  const { t } = useTranslation();
  const amount = formatMinor(result.amount);
  const rows: { label: string; value: string; copy?: { value: string; label: string } }[] = [
    { label: t('deposit_bank_name'), value: result.bankName },
    { label: t('deposit_account_name'), value: result.accountName, copy: { value: result.accountName, label: t('deposit_copy_account_name') } },
    { label: t('deposit_account_number'), value: result.accountNumber, copy: { value: result.accountNumber.replace(/[\s-]/g, ''), label: t('deposit_copy_account_number') } },
    ...(result.branch ? [{ label: t('deposit_branch'), value: result.branch }] : []),
    { label: t('deposit_amount_to_pay'), value: amount, copy: { value: amount.replace(/[^0-9.]/g, ''), label: t('deposit_copy_amount') } },
    ...(result.reference ? [{ label: t('deposit_transfer_reference'), value: result.reference, copy: { value: result.reference, label: t('deposit_copy_reference') } }] : []),
  ];
  return (
    <section className="deposit__step" aria-labelledby="deposit-manual-title">
      <h2 id="deposit-manual-title">{t('deposit_manual_title')}</h2>
      <p>{t('deposit_manual_text')}</p>
      <dl className="deposit__account">
        {rows.map((row) => (
          <div key={row.label} className="deposit__account-row">
            <dt>{row.label}</dt>
            <dd>
              <span className="deposit__account-value">{row.value}</span>
              {row.copy ? <CopyButton value={row.copy.value} label={row.copy.label} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <Expiry expiresAt={result.expiresAt} />
      <div className="deposit__actions">
        <Button onClick={onPaid}>{t('deposit_i_have_transferred')}</Button>
        <Button variant="secondary" onClick={onBack}>
          {t('deposit_back')}
        </Button>
      </div>
    </section>
  );
}

export interface DoneStepProps {
  /** The balance after the refresh, formatted; undefined while it loads. */
  balance?: string | undefined;
  onNew: () => void;
}

/** After "I have paid": the balance is refreshed; a provider may still take a moment to confirm. */
export function DoneStep({ balance, onNew }: DoneStepProps) {
  const { t } = useTranslation();
  return (
    <section className="deposit__step" aria-labelledby="deposit-done-title">
      <h2 id="deposit-done-title">{t('deposit_done_title')}</h2>
      <p>{t('deposit_done_text')}</p>
      {balance !== undefined ? (
        <p className="deposit__amount" aria-live="polite">
          {t('deposit_balance')} <strong>{balance}</strong>
        </p>
      ) : null}
      <div className="deposit__actions">
        <Button onClick={onNew}>{t('deposit_new')}</Button>
      </div>
    </section>
  );
}
