import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/ui';
import { WidgetInput } from './widget-input';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A password input with a show/hide toggle (a pressed-state button, so its name stays "Show password"). */
export function PasswordWidget(props: WidgetProps) {
  const { id, disabled } = props;
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="form-input-group">
      <WidgetInput widget={props} type={visible ? 'text' : 'password'} defaultAutoComplete="current-password" />
      <IconButton
        label={t('form_password_show')}
        aria-pressed={visible}
        aria-controls={id}
        className="form-input-group__button"
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon open={visible} />
      </IconButton>
    </div>
  );
}
