import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Accessible name, e.g. "Copy link LK3F21"; the button reads "Copy" unless `text` says otherwise. */
  label: string;
  /** Visible text; defaults to "Copy". */
  text?: string;
}

/** Copies a value with the Clipboard API and says so in a toast (or that it failed: the value stays on screen). */
export function CopyButton({ value, label, text }: CopyButtonProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('agreg_copied'));
    } catch {
      toast.error(t('agreg_copy_failed'));
    }
  };
  return (
    <Button variant="secondary" size="small" aria-label={label} onClick={() => void copy()}>
      {text ?? t('agreg_copy')}
    </Button>
  );
}
