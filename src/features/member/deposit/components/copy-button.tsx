import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import { toast } from '@/ui/toast';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Accessible name, e.g. "Copy account number". */
  label: string;
}

/** Copies a value with the Clipboard API and says so in a toast (or that it failed: the value stays on screen). */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('deposit_copied'));
    } catch {
      toast.error(t('deposit_copy_failed'));
    }
  };
  return (
    <Button variant="secondary" size="small" aria-label={label} onClick={() => void copy()}>
      {t('deposit_copy')}
    </Button>
  );
}
