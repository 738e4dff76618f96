import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystem } from '@/lib/system';
import { useMerchant } from '@/merchant';
import { Button } from '@/ui';
import type { DepositError } from '../types';

/** The platform's customer-service URL from the start-up call, else the brand's own. */
export function useCustomerServiceHref(): string {
  const merchant = useMerchant();
  return useSystem().customerServiceUrl ?? merchant.customerService.href;
}

function CustomerServiceLink() {
  const { t } = useTranslation();
  return (
    <a className="ui-button ui-button--secondary" href={useCustomerServiceHref()} target="_blank" rel="noopener noreferrer">
      {t('customer_service')}
    </a>
  );
}

function Notice({ title, children, actions, alert = false }: { title: string; children: ReactNode; actions: ReactNode; alert?: boolean }) {
  return (
    <section className="deposit__step deposit__step--notice" role={alert ? 'alert' : undefined} aria-label={alert ? undefined : title}>
      <h2>{title}</h2>
      {children}
      <div className="deposit__actions">{actions}</div>
    </section>
  );
}

/** A server message is usually the text to show; a few are message keys, which i18next resolves. */
function useServerText() {
  const { t } = useTranslation();
  return (message: string) => t(message, { defaultValue: message });
}

export interface DepositsOffProps {
  /** The server's own message (allowDepositMsg), shown as plain text. */
  message: string | null;
  onRetry: () => void;
}

/** Deposits are off for this member: the server's message, customer service, and a way to check again. */
export function DepositsOff({ message, onRetry }: DepositsOffProps) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <Notice
      title={t('deposit_off_title')}
      actions={
        <>
          <CustomerServiceLink />
          <Button variant="ghost" onClick={onRetry}>
            {t('deposit_check_again')}
          </Button>
        </>
      }
    >
      <p className="deposit__server-message">{message ? text(message) : t('deposit_off_text')}</p>
      <p>{t('deposit_off_next')}</p>
    </Notice>
  );
}

export interface LoadFailedProps {
  error: DepositError | null;
  onRetry: () => void;
}

/** The settings or channels could not be loaded. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <Notice alert title={t('deposit_load_failed_title')} actions={<Button onClick={onRetry}>{t('btn_retry')}</Button>}>
      <p>{error ? text(error.message) : null}</p>
      <p>{t('deposit_load_failed_next')}</p>
    </Notice>
  );
}

export interface RefusalProps {
  error: DepositError | null;
  onBack: () => void;
}

/** The channel refused the deposit (maintenance, switched off): choose another channel. */
export function ChannelUnavailable({ error, onBack }: RefusalProps) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <Notice alert title={t('deposit_channel_unavailable_title')} actions={<Button onClick={onBack}>{t('deposit_choose_other_channel')}</Button>}>
      {error ? <p className="deposit__server-message">{text(error.message)}</p> : null}
      <p>{t('deposit_channel_unavailable_next')}</p>
    </Notice>
  );
}

/** Too many deposit requests in a short time: wait, pay or let the open ones expire, or ask customer service. */
export function TooFrequent({ error, onBack }: RefusalProps) {
  const { t } = useTranslation();
  const text = useServerText();
  const seconds = (error?.value as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  const minutes = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null;
  return (
    <Notice
      alert
      title={t('deposit_too_frequent_title')}
      actions={
        <>
          <Button onClick={onBack}>{t('deposit_back_to_form')}</Button>
          <CustomerServiceLink />
        </>
      }
    >
      {error ? <p className="deposit__server-message">{text(error.message)}</p> : null}
      <p>{minutes ? t('deposit_too_frequent_wait', { minutes }) : t('deposit_too_frequent_next')}</p>
    </Notice>
  );
}

export interface SubmitFailedProps extends RefusalProps {
  onRetry: () => void;
}

/** The deposit call failed (network, unexpected refusal): the message, Retry, or back to the form. */
export function SubmitFailed({ error, onRetry, onBack }: SubmitFailedProps) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <Notice
      alert
      title={t('deposit_submit_failed_title')}
      actions={
        <>
          <Button onClick={onRetry}>{t('btn_retry')}</Button>
          <Button variant="secondary" onClick={onBack}>
            {t('deposit_back_to_form')}
          </Button>
        </>
      }
    >
      <p className="deposit__server-message">{error ? text(error.message) : null}</p>
      <p>{error?.kind === 'network' ? t('deposit_network_next') : t('deposit_submit_failed_next')}</p>
    </Notice>
  );
}
