import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import './field.css';

export interface FieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'children'> {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** The text in the input. Controlled by the caller, so nothing typed is lost when an error shows. */
  value: string;
  /** A hint under the input, e.g. "Min ₱100.00 – Max ₱50,000.00"; linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The (translated) error under the input; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Something drawn at the end of the input, e.g. a show/hide password button with its own accessible name. */
  trailing?: ReactNode;
  /** More controls under the hint and error, e.g. quick-amount buttons. */
  children?: ReactNode;
  /** Class of the field's wrapper (`className` goes to the input). */
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input for pages that do not load the rjsf forms: label, input, hint and error under it. Errors are
 * not `role="alert"`: they are read when the person reaches the field (as in the rjsf theme), not shouted on submit.
 */
export function Field({
  label,
  hint,
  error,
  trailing,
  children,
  fieldClassName,
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...input
}: FieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = `${inputId}__hint`;
  const errorId = `${inputId}__error`;
  const hasError = error != null && error !== false && error !== '';
  const describedByIds = [describedBy, hint ? hintId : '', hasError ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={['ui-field', hasError && 'ui-field--invalid', fieldClassName].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="ui-field__label">
        {label}
      </label>
      <div className="ui-field__control">
        <input
          id={inputId}
          type="text"
          className={['ui-field__input', className].filter(Boolean).join(' ')}
          aria-invalid={hasError || ariaInvalid || undefined}
          aria-describedby={describedByIds || undefined}
          {...input}
        />
        {trailing ? <div className="ui-field__trailing">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
