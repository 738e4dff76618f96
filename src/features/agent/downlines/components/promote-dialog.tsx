import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { isDownlinesKey } from '../api/downlines';
import { promoteDownline } from '../api/promote-downline';
import { toDownlineError, type DownlineError } from '../errors';
import { useDownlineErrorText } from './transfer-dialog';

export interface PromoteDialogProps {
  /** The direct member downline to promote. */
  account: string;
  onClose: () => void;
  /** The promotion went through: the page refreshes its list. */
  onPromoted?: () => void;
}

/** Promote a direct member downline to agent, after saying what it means; one request however often Promote is pressed. */
export function PromoteDialog({ account, onClose, onPromoted }: PromoteDialogProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useDownlineErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DownlineError | null>(null);
  const sent = useRef(false);

  const promote = async () => {
    if (sent.current) return;
    sent.current = true;
    setBusy(true);
    setError(null);
    try {
      await promoteDownline(account);
      toast.success(t('downlines_promote_done', { account }));
      void mutate(isDownlinesKey);
      onPromoted?.();
      onClose();
    } catch (caught) {
      setError(toDownlineError(caught));
      sent.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('downlines_promote_title', { account })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('downlines_cancel')}
          </Button>
          <Button onClick={() => void promote()} disabled={busy}>
            {t('downlines_promote_confirm')}
          </Button>
          {busy ? <Spinner label={t('loading')} /> : null}
        </>
      }
    >
      <p>{t('downlines_promote_text', { account })}</p>
      {error ? (
        <p role="alert" className="downlines__error">
          {errorText(error)}
        </p>
      ) : null}
    </Dialog>
  );
}
