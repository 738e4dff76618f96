import type { WidgetProps } from '@rjsf/utils';
import { Trans } from 'react-i18next';
import { fieldAria } from './aria';

/**
 * Terms, privacy policy and minimum age (18, SPEC §9) in one checkbox that must be ticked. The links open in a
 * new tab so nothing typed into the form is lost; `ui:options.termsHref` / `privacyHref` override where they go.
 */
export function AgreementWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, options, disabled, readonly, required, uiSchema, rawErrors } = props;
  const termsHref = (options.termsHref as string | undefined) ?? '/help?topic=terms';
  const privacyHref = (options.privacyHref as string | undefined) ?? '/help?topic=privacy';
  return (
    <div className="form-check form-agreement">
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
        <Trans
          i18nKey="form_agreement_text"
          values={{ age: 18 }}
          components={{
            // The link texts come from the translation; these children are only what Trans replaces.
            terms: (
              <a href={termsHref} target="_blank" rel="noopener noreferrer">
                terms
              </a>
            ),
            privacy: (
              <a href={privacyHref} target="_blank" rel="noopener noreferrer">
                privacy
              </a>
            ),
          }}
        />
      </label>
    </div>
  );
}
