import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './aria';

export interface WidgetCheckboxProps {
  /** The widget's rjsf props: value, handler, state and errors. */
  widget: WidgetProps;
  /** The label's content. */
  children: ReactNode;
  className?: string;
}

/** The one checkbox every boolean widget draws: checked only by `true`, with the field's error/hint ARIA. */
export function WidgetCheckbox({ widget, children, className }: WidgetCheckboxProps) {
  const { id, htmlName, value, onChange, disabled, readonly, required, uiSchema, rawErrors } = widget;
  return (
    <div className={['form-check', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        name={htmlName ?? id}
        type="checkbox"
        className="form-check__box"
        checked={value === true}
        disabled={disabled || readonly}
        required={required}
        onChange={(event) => onChange(event.target.checked)}
        {...fieldAria(id, rawErrors, uiSchema)}
      />
      <label htmlFor={id} className="form-check__label">
        {children}
      </label>
    </div>
  );
}
