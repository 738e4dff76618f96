import type { TFunction } from 'i18next';
import type {
  CustomValidator,
  ErrorTransformer,
  FormValidation,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
} from '@rjsf/utils';
import { fillBounds } from './patterns';

/** Per-field message keys by Ajv keyword, set in a field's `ui:options.messages`. */
export interface FieldMessages {
  required?: string;
  minLength?: string;
  maxLength?: string;
  pattern?: string;
  const?: string;
  /** Fallback for any other failed keyword. */
  invalid?: string;
}

/** Field options the form layer reads from `ui:options` (besides the widgets' own). */
export interface FieldUiOptions {
  messages?: FieldMessages;
  /** The field must equal this sibling (confirm password); `mismatchMessage` is shown when it does not. */
  sameAs?: string;
  mismatchMessage?: string;
  /** Required only while shown: a hidden (`ui:widget: 'hidden'`) field is skipped. Lets one fixed schema serve both. */
  requiredWhenShown?: boolean;
  /** Bounds substituted into the `ui:help` hint. */
  hintBounds?: { min?: number; max?: number };
}

// The unit separator cannot be typed into a field or come back from the server, so it safely splits key and params.
const SEP = '\u001f';

/** Encodes an i18n key and its parameters as one error string (rjsf keeps field errors as strings). */
export function formError(key: string, params?: Record<string, string | number | undefined>): string {
  return params ? `${key}${SEP}${JSON.stringify(params)}` : key;
}

/** Splits an error string from `formError` back into key and params; a plain server message comes back as the key. */
export function parseFormError(message: string): { key: string; params: Record<string, string | number> } {
  const at = message.indexOf(SEP);
  if (at < 0) return { key: message, params: {} };
  try {
    return { key: message.slice(0, at), params: JSON.parse(message.slice(at + 1)) as Record<string, string | number> };
  } catch {
    return { key: message.slice(0, at), params: {} };
  }
}

/** Translates an error string at render time; an unknown key (a server message) is shown as it is. */
export function translateError(message: string, t: TFunction): string {
  const { key, params } = parseFormError(message);
  const text = t(key, { ...params, defaultValue: key });
  const min = typeof params.min === 'number' ? params.min : undefined;
  const max = typeof params.max === 'number' ? params.max : undefined;
  return fillBounds(text, min, max);
}

/** The `ui:options` of one field. */
export function fieldOptions(uiSchema: UiSchema | undefined, field: string): FieldUiOptions {
  const fieldUi = uiSchema?.[field] as UiSchema | undefined;
  return (fieldUi?.['ui:options'] ?? {}) as FieldUiOptions;
}

/** Whether a field is hidden by its uiSchema. */
export function isHidden(uiSchema: UiSchema | undefined, field: string): boolean {
  const fieldUi = uiSchema?.[field] as UiSchema | undefined;
  return fieldUi?.['ui:widget'] === 'hidden';
}

function fieldOf(error: RJSFValidationError): string {
  const property = (error.property ?? '').replace(/^\./, '');
  return property.split('.')[0] ?? '';
}

function propertySchema(schema: RJSFSchema, field: string): RJSFSchema {
  const value = schema.properties?.[field];
  return typeof value === 'object' ? value : {};
}

/**
 * Maps Ajv's errors to SPEC §5's messages: each field's `ui:options.messages` names the key per keyword,
 * else `form_required` for a missing value and `form_invalid` for anything else; length bounds ride along
 * so "(min)-(max)" texts can be filled when shown.
 */
export function createTransformErrors(schema: RJSFSchema): ErrorTransformer {
  return (errors, uiSchema) =>
    errors.map((error) => {
      const field = fieldOf(error);
      const messages = fieldOptions(uiSchema, field).messages ?? {};
      const fieldSchema = propertySchema(schema, field);
      const bounds = { min: fieldSchema.minLength, max: fieldSchema.maxLength };
      const keyword = error.name ?? '';
      let key: string;
      if (keyword === 'required') key = messages.required ?? 'form_required';
      else if (keyword === 'const') key = messages.const ?? messages.required ?? 'form_required';
      else if (keyword === 'minLength' || keyword === 'maxLength' || keyword === 'pattern')
        key = messages[keyword] ?? messages.invalid ?? 'form_invalid';
      else key = messages.invalid ?? 'form_invalid';
      const message = formError(key, bounds.min !== undefined || bounds.max !== undefined ? bounds : undefined);
      return { ...error, property: `.${field}`, message, stack: `${field} ${key}` };
    });
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

/**
 * Checks what JSON Schema cannot say for these forms: confirm fields equal their source (`sameAs`), and
 * fields required only while shown (`requiredWhenShown`) are filled — a boolean (slider, agreement) must be true.
 */
export function createCustomValidate(schema: RJSFSchema): CustomValidator {
  return (formData, errors, uiSchema) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    const validation = errors as unknown as Record<string, FormValidation | undefined>;
    for (const field of Object.keys(schema.properties ?? {})) {
      const options = fieldOptions(uiSchema, field);
      const target = validation[field];
      if (!target || isHidden(uiSchema, field)) continue;
      if (options.requiredWhenShown && isEmpty(data[field])) {
        target.addError(formError(options.messages?.required ?? 'form_required'));
        continue;
      }
      if (options.sameAs && !isEmpty(data[field]) && data[field] !== data[options.sameAs]) {
        target.addError(formError(options.mismatchMessage ?? 'form_confirm_input_incorrect'));
      }
    }
    return errors;
  };
}
