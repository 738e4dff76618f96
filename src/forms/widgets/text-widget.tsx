import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldAria, inputValue } from './aria';

type InputMode = 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url' | 'none';

/**
 * A single-line text input. Always `type="text"` (an email or tel input would let the browser rewrite what was
 * typed); the keyboard comes from `ui:options.inputMode` (or `inputType`), autocomplete from `ui:autocomplete`.
 */
export function TextWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, options, disabled, readonly, required, autofocus, placeholder, uiSchema, rawErrors } = props;
  const { t } = useTranslation();
  const inputMode = (options.inputMode ?? options.inputType) as InputMode | undefined;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className="form-input"
      type="text"
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      autoComplete={(options.autocomplete as string | undefined) ?? 'off'}
      inputMode={inputMode}
      spellCheck={false}
      autoCapitalize="off"
      placeholder={placeholder ? t(placeholder) : undefined}
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
