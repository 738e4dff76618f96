import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/ui';
import { fieldAria, inputValue } from './aria';

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
  const { id, htmlName, value, onChange, onBlur, onFocus, options, disabled, readonly, required, autofocus, uiSchema, rawErrors } = props;
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="form-input-group">
      <input
        id={id}
        name={htmlName ?? id}
        className="form-input"
        type={visible ? 'text' : 'password'}
        value={typeof value === 'string' ? value : ''}
        autoComplete={(options.autocomplete as string | undefined) ?? 'current-password'}
        spellCheck={false}
        autoCapitalize="off"
        disabled={disabled}
        readOnly={readonly}
        required={required}
        autoFocus={autofocus}
        onChange={(event) => onChange(inputValue(event.target.value, options.emptyValue))}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...fieldAria(id, rawErrors, uiSchema)}
      />
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
