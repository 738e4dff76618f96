import type { IconButtonProps as RjsfIconButtonProps, SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import type { InternalFormContext } from '../types';

/** The submit button: our Button, text from `ui:submitButtonOptions.submitText` (an i18n key), disabled while busy. */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { t } = useTranslation();
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  const busy = (registry.formContext as InternalFormContext | undefined)?.form.busy ?? false;
  if (norender) return null;
  // rjsf's default text is the English word "Submit"; ours is always a key.
  const key = submitText && submitText !== 'Submit' ? submitText : 'form_submit';
  return (
    <div className="form-actions">
      <Button type="submit" className="form-submit" disabled={busy} aria-busy={busy || undefined}>
        {t(key)}
      </Button>
    </div>
  );
}

/** The array buttons (add, remove, move, copy, clear) are unused by our forms; render nothing rather than a foreign style. */
export function NoButton(_props: RjsfIconButtonProps) {
  return null;
}
