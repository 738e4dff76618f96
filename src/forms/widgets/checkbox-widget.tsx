import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { WidgetCheckbox } from './widget-checkbox';

/** A plain checkbox labelled by the field's title (e.g. remember me). */
export function CheckboxWidget(props: WidgetProps) {
  const { label, schema } = props;
  const { t } = useTranslation();
  const text = label || schema.title || '';
  return <WidgetCheckbox widget={props}>{t(text)}</WidgetCheckbox>;
}
