import type { UiSchema } from '@rjsf/utils';

/** Id of the paragraph holding a field's first error. */
export const errorIdOf = (id: string) => `${id}__error`;
/** Id of the paragraph holding a field's hint. */
export const hintIdOf = (id: string) => `${id}__help`;

/**
 * The ARIA state of an input: invalid while it has an error, described by the error and hint paragraphs the
 * FieldTemplate draws (only the ones that exist, so no reference dangles). Errors are not `role="alert"`: they
 * are read when the person reaches the field, not shouted all at once on submit.
 */
export function fieldAria(id: string, rawErrors: string[] | undefined, uiSchema: UiSchema | undefined, extra: string[] = []) {
  const hasError = (rawErrors?.length ?? 0) > 0;
  const ids = [...extra, uiSchema?.['ui:help'] ? hintIdOf(id) : '', hasError ? errorIdOf(id) : ''].filter(Boolean);
  return {
    'aria-invalid': hasError || undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

/** The value a text input reports: rjsf treats an empty field as missing (undefined), so `required` catches it. */
export function inputValue(value: string, emptyValue: unknown): unknown {
  return value === '' ? emptyValue : value;
}
