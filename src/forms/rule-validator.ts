/**
 * Validator for the register form, whose schema only exists at run time (built from the server's field rules).
 *
 * Why not Ajv here: Ajv compiles every schema into a function with `new Function`, which a Content-Security-Policy
 * without 'unsafe-eval' forbids, and a precompiled validator needs the schema at build time. The register schema
 * only ever uses a handful of keywords (`type`, `properties`, `required`, `minLength`, `maxLength`, `pattern`,
 * `const`), so this validator interprets exactly those — no code generation — and reports errors in Ajv's shape so
 * rjsf's own error processing (and our `transformErrors`/`customValidate`) treat them the same. The whole site,
 * register included, therefore runs under a strict CSP, and the register chunk does not carry Ajv (~37 KB gzip).
 * A schema keyword it does not know makes `rawValidation` report a `validationError` rather than pass silently.
 */
import type {
  CustomValidator,
  ErrorTransformer,
  FormContextType,
  RJSFSchema,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { regExpOf } from './patterns';

const KNOWN = new Set([
  'type', 'properties', 'required', 'minLength', 'maxLength', 'pattern', 'const',
  'title', 'description', 'default', '$id', '$schema', 'additionalProperties',
]);

type Raw = Omit<ErrorObject, 'schemaPath'> & { schemaPath: string };

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: unknown, value: unknown): boolean {
  const actual = typeOf(value);
  const list = Array.isArray(expected) ? expected : [expected];
  return list.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

function check(schema: RJSFSchema, data: unknown, instancePath: string, schemaPath: string, out: Raw[]): void {
  const unknown = Object.keys(schema).find((k) => !KNOWN.has(k));
  if (unknown) throw new Error(`rule validator: unsupported keyword "${unknown}" at ${schemaPath}`);
  const base = { instancePath, parentSchema: schema as ErrorObject['parentSchema'] };
  if (schema.type !== undefined && !typeMatches(schema.type, data)) {
    out.push({ ...base, keyword: 'type', schemaPath: `${schemaPath}/type`, params: { type: schema.type }, message: `must be ${String(schema.type)}` });
    return;
  }
  if ('const' in schema && data !== schema.const) {
    out.push({ ...base, keyword: 'const', schemaPath: `${schemaPath}/const`, params: { allowedValue: schema.const }, message: 'must be equal to constant' });
  }
  if (typeof data === 'string') {
    const length = [...data].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      out.push({ ...base, keyword: 'minLength', schemaPath: `${schemaPath}/minLength`, params: { limit: schema.minLength }, message: `must NOT have fewer than ${schema.minLength} characters` });
    if (schema.maxLength !== undefined && length > schema.maxLength)
      out.push({ ...base, keyword: 'maxLength', schemaPath: `${schemaPath}/maxLength`, params: { limit: schema.maxLength }, message: `must NOT have more than ${schema.maxLength} characters` });
    if (schema.pattern !== undefined && !regExpOf(schema.pattern).test(data))
      out.push({ ...base, keyword: 'pattern', schemaPath: `${schemaPath}/pattern`, params: { pattern: schema.pattern }, message: `must match pattern "${schema.pattern}"` });
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (record[name] === undefined)
        out.push({ ...base, keyword: 'required', schemaPath: `${schemaPath}/required`, params: { missingProperty: name }, message: `must have required property '${name}'` });
    }
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      if (record[name] === undefined || typeof child !== 'object') continue;
      check(child, record[name], `${instancePath}/${name}`, `${schemaPath}/properties/${name}`, out);
    }
  }
}

/** Validates `data` against a schema using only the keywords above; returns Ajv-shaped errors. */
export function interpretSchema(schema: RJSFSchema, data: unknown): Raw[] {
  const out: Raw[] = [];
  check(schema, data, '', '#', out);
  return out;
}

/** rjsf `ValidatorType` that interprets the register form's schema without generating code (CSP-safe). */
export class RuleValidator<T = unknown, F extends FormContextType = FormContextType> implements ValidatorType<T, RJSFSchema, F> {
  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: T): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = interpretSchema(schema, formData);
      return { errors: errors.length ? (errors as Result[]) : undefined };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  validateFormData(
    formData: T | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<T, RJSFSchema, F>,
    transformErrors?: ErrorTransformer<T, RJSFSchema, F>,
    uiSchema?: UiSchema<T, RJSFSchema, F>,
  ): ValidationData<T> {
    const raw = this.rawValidation<ErrorObject>(schema, formData);
    return processRawValidationErrors<T, RJSFSchema, F>(this, raw, formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: T | undefined): boolean {
    try {
      return interpretSchema(schema, formData).length === 0;
    } catch {
      return false;
    }
  }
}

/** A validator for run-time schemas (the register form). */
export function createRuleValidator<T = unknown>(): RuleValidator<T> {
  return new RuleValidator<T>();
}
