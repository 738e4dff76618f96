import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import type { FormDefinition } from './fixed-forms';
import { createCustomValidate, createTransformErrors, translateError } from './messages';
import { ThemedForm } from './theme';
import type { FormContext, InternalFormContext } from './types';
import './forms.css';

export interface SchemaFormProps<T extends object> {
  /** Schema, uiSchema and validator (e.g. `loginUsernameForm`, `registerForm(rules, options)`). */
  form: FormDefinition;
  /** The values; keep them in the caller (machine context or state) so nothing typed is lost on a failed submit. */
  formData?: T;
  /** Every change, with the whole form's values. */
  onChange?: (data: T) => void;
  /** Called with valid data only; invalid data shows the first error under each field instead. */
  onSubmit: (data: T) => void;
  /** Countries, sms and captcha controls for the widgets. */
  formContext?: FormContext;
  /** Server errors under fields, e.g. `{ affiliateCode: { __errors: ['invitation_code_error'] } }` (keys or server text). */
  extraErrors?: ErrorSchema<T>;
  /** A server error for the whole form (an i18n key or the server's message), shown above the submit button. */
  formError?: string | null;
  /** A submit is in progress: the submit button is disabled and busy. */
  busy?: boolean;
  /** Prefix of the field ids; give two forms on one screen different ones. */
  idPrefix?: string;
  /** Accessible name of the form (a form without one is not a landmark). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  /** Extra content between the fields and the submit button (links, remember-me text…). */
  children?: ReactNode;
}

/**
 * A form drawn from JSON Schema with the project's widgets and templates. Errors appear after the first submit
 * (then live), one per field, translated at render; what was typed stays in the form (or the caller's `formData`)
 * whatever the result.
 */
export function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const { form, formData, onChange, onSubmit, formContext, extraErrors, formError, busy = false, idPrefix, className, children } = props;
  const { 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy } = props;
  const { t } = useTranslation();
  const [inner, setInner] = useState<T>(() => formData ?? ({} as T));
  const data = formData ?? inner;
  // The latest values for `setValue`, which may run before the parent hands the last change back.
  const latest = useRef(data);
  useLayoutEffect(() => {
    latest.current = data;
  }, [data]);
  const [submitted, setSubmitted] = useState(false);

  const report = useCallback(
    (next: T) => {
      latest.current = next;
      setInner(next);
      onChange?.(next);
    },
    [onChange],
  );
  const handleChange = useCallback((event: IChangeEvent<T>) => report((event.formData ?? {}) as T), [report]);
  const setValue = useCallback((field: string, value: unknown) => report({ ...latest.current, [field]: value }), [report]);

  const context = useMemo<InternalFormContext>(
    () => ({ ...formContext, form: { values: data as Record<string, unknown>, setValue, busy } }),
    [formContext, data, setValue, busy],
  );
  const transformErrors = useMemo(() => createTransformErrors(form.schema), [form.schema]);
  const customValidate = useMemo(() => createCustomValidate(form.schema), [form.schema]);

  const labels = useMemo(() => ({ label: ariaLabel, labelledBy: ariaLabelledBy }), [ariaLabel, ariaLabelledBy]);

  return (
    <FormLabels.Provider value={labels}>
    <ThemedForm
      tagName={LabelledForm}
      className={['schema-form', className].filter(Boolean).join(' ')}
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={form.validator}
      formData={data}
      formContext={context}
      idPrefix={idPrefix}
      onChange={handleChange}
      onSubmit={(event) => {
        setSubmitted(true);
        onSubmit((event.formData ?? {}) as T);
      }}
      onError={() => setSubmitted(true)}
      liveValidate={submitted ? 'onChange' : undefined}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={extraErrors}
    >
      {children}
      {formError ? (
        <p role="alert" className="form-alert">
          {translateError(formError, t)}
        </p>
      ) : null}
      <FormSubmit form={form} busy={busy} />
    </ThemedForm>
    </FormLabels.Provider>
  );
}

// `const: true` marks what must be ticked (the agreement); it must never tick it for the person.
const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never' } as const;

// rjsf draws the <form> itself and passes no ARIA props through; a stable tag component reads them from context.
const FormLabels = createContext<{ label?: string; labelledBy?: string }>({});

function LabelledForm(props: ComponentProps<'form'>) {
  const { label, labelledBy } = useContext(FormLabels);
  return <form {...props} aria-label={label} aria-labelledby={labelledBy} />;
}

function FormSubmit({ form, busy }: { form: FormDefinition; busy: boolean }) {
  const { t } = useTranslation();
  const options = form.uiSchema['ui:submitButtonOptions'] as { submitText?: string; norender?: boolean } | undefined;
  if (options?.norender) return null;
  return (
    <div className="form-actions">
      <Button type="submit" className="form-submit" disabled={busy} aria-busy={busy || undefined}>
        {t(options?.submitText ?? 'form_submit')}
      </Button>
    </div>
  );
}
