import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldAria } from './aria';

/** A plain checkbox labelled by the field's title (e.g. remember me). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, disabled, readonly, label, schema, uiSchema, rawErrors } = props;
  const { t } = useTranslation();
  const text = label || schema.title || '';
  return (
    <div className="form-check">
      <input
        id={id}
        name={htmlName ?? id}
        type="checkbox"
        className="form-check__box"
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
        {...fieldAria(id, rawErrors, uiSchema)}
      />
      <label htmlFor={id} className="form-check__label">
        {t(text)}
      </label>
    </div>
  );
}
