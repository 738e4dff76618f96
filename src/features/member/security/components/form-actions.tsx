import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@/ui';

export interface FormActionsProps {
  /** The failure to say above the buttons (one not shown under a field); the submit button then reads Retry. */
  failureText?: string | null | undefined;
  busy: boolean;
  /** The submit button's text when nothing failed. */
  submitLabel: string;
  onCancel?: (() => void) | undefined;
}

/** The end of a security-centre form: a failure with what to do, then submit (or Retry), cancel and a saving spinner. */
export function FormActions({ failureText, busy, submitLabel, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failureText ? <p role="alert" className="security-form__error">{failureText}</p> : null}
      <div className="security-form__actions">
        <Button type="submit" disabled={busy}>
          {failureText ? t('btn_retry') : submitLabel}
        </Button>
        {onCancel ? <Button variant="secondary" onClick={onCancel} disabled={busy}>{t('security_cancel')}</Button> : null}
        {busy ? <Spinner label={t('security_saving')} /> : null}
      </div>
    </>
  );
}
