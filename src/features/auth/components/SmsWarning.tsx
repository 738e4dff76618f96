import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/ui';
import type { FlowError } from '../types';
import { useErrorText } from './error-text';

/** The warning dialog of a failed sms code request (SPEC §8): the server's message and an OK button. */
export function SmsWarning({ error, onDismiss }: { error: FlowError | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText()(error);
  return (
    <Dialog
      open={error !== null}
      onClose={onDismiss}
      title={t('auth_sms_failed_title')}
      footer={<Button onClick={onDismiss}>{t('auth_ok')}</Button>}
    >
      <p role="alert">{text}</p>
    </Dialog>
  );
}
