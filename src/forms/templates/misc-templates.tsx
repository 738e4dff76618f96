import type { DescriptionFieldProps, FieldErrorProps, FieldHelpProps, TitleFieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** Errors are drawn by FieldTemplate (first one only); this keeps rjsf from drawing a list too. */
export function FieldErrorTemplate(_props: FieldErrorProps) {
  return null;
}

/** Hints are drawn by FieldTemplate from `ui:help` with the rule's bounds filled in. */
export function FieldHelpTemplate(_props: FieldHelpProps) {
  return null;
}

/** Titles of nested objects are not used; the dialog carries the form's heading. */
export function TitleFieldTemplate(_props: TitleFieldProps) {
  return null;
}

/** A description (an i18n key) under a field. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  const { t } = useTranslation();
  if (!description) return null;
  return (
    <p id={id} className="form-field__description">
      {typeof description === 'string' ? t(description) : description}
    </p>
  );
}
