import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { WidgetInput } from './widget-input';

type InputMode = 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url' | 'none';

/**
 * A single-line text input. Always `type="text"` (an email or tel input would let the browser rewrite what was
 * typed); the keyboard comes from `ui:options.inputMode` (or `inputType`), autocomplete from `ui:autocomplete`.
 */
export function TextWidget(props: WidgetProps) {
  const { options, placeholder } = props;
  const { t } = useTranslation();
  const inputMode = (options.inputMode ?? options.inputType) as InputMode | undefined;
  return (
    <WidgetInput widget={props} defaultAutoComplete="off" inputMode={inputMode} placeholder={placeholder ? t(placeholder) : undefined} />
  );
}
