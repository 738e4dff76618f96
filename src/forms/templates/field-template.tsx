import type { FieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { translateError, type FieldUiOptions } from '../messages';
import { fillBounds } from '../patterns';
import { errorIdOf, hintIdOf } from '../widgets/aria';

/** One field: label, input, the pattern hint (`ui:help`) and the field's FIRST error only. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, uiSchema, fieldPathId, classNames } = props;
  const { t } = useTranslation();
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return <div hidden>{children}</div>;
  const options = (uiSchema?.['ui:options'] ?? {}) as FieldUiOptions;
  const isRequired = required || options.requiredWhenShown === true;
  const error = rawErrors?.[0];
  const hint = rawHelp ? fillBounds(t(rawHelp), options.hintBounds?.min, options.hintBounds?.max) : '';
  return (
    <div className={['form-field', error && 'form-field--invalid', classNames].filter(Boolean).join(' ')}>
      {displayLabel && label ? (
        <div className="form-field__label-row">
          <label htmlFor={id} className="form-field__label">
            {t(label)}
          </label>
          {/* Outside the label so the accessible name stays the plain label; `required` on the input says it too. */}
          {isRequired ? (
            <span className="form-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </div>
      ) : null}
      {children}
      {hint ? (
        <p id={hintIdOf(id)} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdOf(id)} className="form-field__error">
          {translateError(error, t)}
        </p>
      ) : null}
    </div>
  );
}
