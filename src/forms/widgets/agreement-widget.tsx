import type { WidgetProps } from '@rjsf/utils';
import { Trans } from 'react-i18next';
import { WidgetCheckbox } from './widget-checkbox';

/**
 * Terms, privacy policy and minimum age (18, SPEC §9) in one checkbox that must be ticked. The links open in a
 * new tab so nothing typed into the form is lost; `ui:options.termsHref` / `privacyHref` override where they go.
 */
export function AgreementWidget(props: WidgetProps) {
  const { options } = props;
  const termsHref = (options.termsHref as string | undefined) ?? '/help?topic=terms';
  const privacyHref = (options.privacyHref as string | undefined) ?? '/help?topic=privacy';
  return (
    <WidgetCheckbox widget={props} className="form-agreement">
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
    </WidgetCheckbox>
  );
}
