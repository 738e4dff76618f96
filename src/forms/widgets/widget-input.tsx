import type { InputHTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria, inputValue } from './aria';

export interface WidgetInputProps {
  /** The widget's rjsf props: value, handlers, state and errors. */
  widget: WidgetProps;
  /** Used when the uiSchema gives no `ui:options.autocomplete`. */
  defaultAutoComplete: string;
  type?: 'text' | 'password';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** Names and emails are not prose: no spell check or auto-capitals that would change what was typed. */
  plain?: boolean;
}

/** The one text input every widget draws: keeps exactly what was typed and carries the field's error/hint ARIA. */
export function WidgetInput({ widget, defaultAutoComplete, type = 'text', inputMode, placeholder, plain = true }: WidgetInputProps) {
  const { id, htmlName, value, options, disabled, readonly, required, autofocus, onChange, onBlur, onFocus, rawErrors, uiSchema } = widget;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className="form-input"
      type={type}
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      autoComplete={(options.autocomplete as string | undefined) ?? defaultAutoComplete}
      inputMode={inputMode}
      spellCheck={plain ? false : undefined}
      autoCapitalize={plain ? 'off' : undefined}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      autoFocus={autofocus}
      onChange={(event) => onChange(inputValue(event.target.value, options.emptyValue))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...fieldAria(id, rawErrors, uiSchema)}
    />
  );
}
