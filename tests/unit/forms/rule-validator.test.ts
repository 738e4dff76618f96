import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createCustomValidate, createTransformErrors, parseFormError } from '@/forms/messages';
import { buildRegisterSchema } from '@/forms/register-schema';
import { createRuleValidator, interpretSchema } from '@/forms/rule-validator';

const rules = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 1, acceptedPattern: '^x$' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4, acceptedPattern: '^x$' },
  email: { enabled: true, required: false, minLength: 6, maxLength: 50, patternId: 3, acceptedPattern: '^x$' },
};
const { schema, uiSchema } = buildRegisterSchema(rules, { mode: 'username', smsVerification: false, showAffiliateInput: false });

function validate(data: Record<string, unknown>) {
  const validator = createRuleValidator();
  const result = validator.validateFormData(data, schema, createCustomValidate(schema), createTransformErrors(schema), uiSchema);
  const first = (field: string) => {
    const error = result.errors.find((e) => e.property?.replace(/^\./, '') === field);
    return error?.message ? parseFormError(error.message) : undefined;
  };
  return { result, first };
}

describe('RuleValidator', () => {
  it('reports every missing required field as "input cannot be empty", and the agreement as its own message', () => {
    const { first } = validate({});
    expect(first('username')?.key).toBe('form_required');
    expect(first('password')?.key).toBe('form_required');
    expect(first('confirmPassword')?.key).toBe('form_required');
    expect(first('agreement')?.key).toBe('form_agreement_required');
    expect(first('email')).toBeUndefined();
  });

  it('reports a pattern or length break with the field hint and its bounds', () => {
    const { first } = validate({ username: '1abc', email: 'nope' });
    expect(first('username')).toEqual({ key: 'reg_pattern_1', params: { min: 6, max: 12 } });
    expect(first('email')?.key).toBe('form_email_invalid');
  });

  it('reports a wrong password length as "password must be (min)-(max) characters"', () => {
    const { first } = validate({ password: 'abc' });
    expect(first('password')).toEqual({ key: 'form_password_length', params: { min: 6, max: 12 } });
  });

  it('reports a confirmation that differs from the password', () => {
    const { first } = validate({ password: 'abc123', confirmPassword: 'abc124' });
    expect(first('confirmPassword')?.key).toBe('form_confirm_password_incorrect');
    expect(validate({ password: 'abc123', confirmPassword: 'abc123' }).first('confirmPassword')).toBeUndefined();
  });

  it('accepts a complete, valid registration', () => {
    const { result } = validate({ username: 'member99', password: 'abc123', confirmPassword: 'abc123', agreement: true });
    expect(result.errors).toEqual([]);
  });

  it('rejects an unticked agreement (false is not enough)', () => {
    expect(validate({ agreement: false }).first('agreement')?.key).toBe('form_agreement_required');
  });

  it('counts lengths in characters like Ajv does', () => {
    const s: RJSFSchema = { type: 'string', minLength: 2, maxLength: 2 };
    expect(interpretSchema(s, '😀😀')).toEqual([]);
    expect(interpretSchema(s, '😀').map((e) => e.keyword)).toEqual(['minLength']);
  });

  it('refuses a schema keyword it does not implement instead of passing it silently', () => {
    const validator = createRuleValidator();
    const raw = validator.rawValidation({ type: 'string', format: 'email' } as RJSFSchema, 'x');
    expect(raw.validationError?.message).toMatch(/format/);
    expect(validator.isValid({ type: 'string', format: 'email' } as RJSFSchema, 'x')).toBe(false);
  });

  it('never generates code (no Function constructor, no eval)', () => {
    const original = globalThis.Function;
    const spy = new Proxy(original, { construct() { throw new Error('new Function called'); }, apply() { throw new Error('Function called'); } });
    globalThis.Function = spy;
    try {
      expect(validate({ username: 'member99' }).first('password')?.key).toBe('form_required');
    } finally {
      globalThis.Function = original;
    }
  });
});
