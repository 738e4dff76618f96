import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popups';
import { Button, Dialog } from '@/ui';

/** A trial account tried a real-account action (SPEC §8): in_need_true_account. */
export function NeedTrueAccountPopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const popups = usePopups();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('auth_need_true_account_title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => popups.open('register')}>
            {t('auth_register_now')}
          </Button>
          <Button onClick={onClose}>{t('auth_ok')}</Button>
        </>
      }
    >
      <p>{t('in_need_true_account')}</p>
    </Dialog>
  );
}
