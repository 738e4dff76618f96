import type { WidgetProps } from '@rjsf/utils';
import { Trans } from 'react-i18next';
import { WidgetCheckbox } from './widget-checkbox';

/**
 * Terms, privacy policy and minimum age (the form context's `minimumAge`: the brand's, 18 by default) in one checkbox
 * that must be ticked. The links open in a new tab so nothing typed into the form is lost; `ui:options.termsHref` / `privacyHref` override where they go.
 */
export function AgreementWidget(props: WidgetProps) {
  const { options } = props;
  const age = (props.registry.formContext as { minimumAge?: number } | undefined)?.minimumAge ?? 18;
  const termsHref = (options.termsHref as string | undefined) ?? '/help?topic=terms';
  const privacyHref = (options.privacyHref as string | undefined) ?? '/help?topic=privacy';
  return (
    <WidgetCheckbox widget={props} className="form-agreement">
      <Trans
        i18nKey="form_agreement_text"
        values={{ age }}
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
