import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import defaults from '../../../merchants/_defaults.json';
import { buildRegisterSchema, type RegisterRules, type RegisterSchemaOptions } from '@/forms/register-schema';
import { patternById } from '@/forms/patterns';

const USERNAME: RegisterSchemaOptions = { mode: 'username', smsVerification: false, showAffiliateInput: true };
const MINIMAL: RegisterRules = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 1, acceptedPattern: '^x$' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4, acceptedPattern: '^x$' },
};

function props(schema: RJSFSchema): Record<string, RJSFSchema> {
  return schema.properties as Record<string, RJSFSchema>;
}
function ui(uiSchema: UiSchema, field: string): UiSchema {
  return uiSchema[field] as UiSchema;
}

describe('buildRegisterSchema', () => {
  it('always has username, password, confirm password and the agreement, all required', () => {
    const { schema } = buildRegisterSchema(MINIMAL, USERNAME);
    expect(Object.keys(props(schema))).toEqual(['username', 'password', 'confirmPassword', 'agreement']);
    expect(schema.required).toEqual(['username', 'password', 'confirmPassword', 'agreement']);
  });

  it('takes min/max lengths and the pattern of patternId from the rule', () => {
    const { schema } = buildRegisterSchema(MINIMAL, USERNAME);
    expect(props(schema).username).toMatchObject({ minLength: 6, maxLength: 12, pattern: patternById(1)!.regex });
    expect(props(schema).password).toMatchObject({ minLength: 6, maxLength: 12, pattern: patternById(4)!.regex });
  });

  it("drops the pattern when acceptedPattern is '*' but keeps the lengths", () => {
    const rules: RegisterRules = { ...MINIMAL, username: { ...MINIMAL.username, acceptedPattern: '*' } };
    const username = props(buildRegisterSchema(rules, USERNAME).schema).username!;
    expect(username.pattern).toBeUndefined();
    expect(username).toMatchObject({ minLength: 6, maxLength: 12 });
  });

  it('hints reg_pattern_<patternId> with the bounds to fill in', () => {
    const { uiSchema } = buildRegisterSchema(MINIMAL, USERNAME);
    expect(ui(uiSchema, 'username')['ui:help']).toBe('reg_pattern_1');
    expect(ui(uiSchema, 'username')['ui:options']).toMatchObject({ hintBounds: { min: 6, max: 12 } });
    expect(ui(uiSchema, 'password')['ui:help']).toBe('reg_pattern_4');
  });

  it('shows an optional field only when its rule is enabled, and requires it only when marked', () => {
    const off = buildRegisterSchema({ ...MINIMAL, email: { enabled: false, required: true, patternId: 3 } }, USERNAME);
    expect(props(off.schema).email).toBeUndefined();
    const optional = buildRegisterSchema({ ...MINIMAL, email: { enabled: true, required: false, patternId: 3 } }, USERNAME);
    expect(props(optional.schema).email).toBeDefined();
    expect(optional.schema.required).not.toContain('email');
    const required = buildRegisterSchema({ ...MINIMAL, payeeName: { enabled: true, required: true, patternId: 8 } }, USERNAME);
    expect(required.schema.required).toContain('payeeName');
    expect(ui(required.uiSchema, 'payeeName')['ui:options']).toMatchObject({ messages: { pattern: 'form_real_name_format' } });
  });

  it('treats a rule without `enabled` (as the platform sends them) as shown', () => {
    const { schema } = buildRegisterSchema({ ...MINIMAL, qqNum: { minLength: 5, maxLength: 12, patternId: 6 } }, USERNAME);
    expect(props(schema).qqNum).toMatchObject({ minLength: 5, maxLength: 12 });
    expect(schema.required).not.toContain('qqNum');
  });

  it('requires the payment password whenever it is shown', () => {
    const { schema, uiSchema } = buildRegisterSchema({ ...MINIMAL, paymentPassword: { enabled: true, required: false, patternId: 6, minLength: 6, maxLength: 6 } }, USERNAME);
    expect(schema.required).toContain('paymentPassword');
    expect(ui(uiSchema, 'paymentPassword')['ui:widget']).toBe('password');
  });

  it('requires the mobile number in mobile mode and drops the username field', () => {
    const { schema } = buildRegisterSchema(MINIMAL, { ...USERNAME, mode: 'mobile' });
    expect(props(schema).username).toBeUndefined();
    expect(props(schema).mobileNum).toBeDefined();
    expect(schema.required).toContain('mobileNum');
  });

  it('requires the mobile number when its rule says so, and shows it optional when only enabled', () => {
    const required = buildRegisterSchema({ ...MINIMAL, mobileNum: { enabled: true, required: true, patternId: 6, minLength: 10, maxLength: 11 } }, USERNAME);
    expect(required.schema.required).toContain('mobileNum');
    const optional = buildRegisterSchema({ ...MINIMAL, mobileNum: { enabled: true, required: false, patternId: 6 } }, USERNAME);
    expect(props(optional.schema).mobileNum).toBeDefined();
    expect(optional.schema.required).not.toContain('mobileNum');
    expect(ui(optional.uiSchema, 'mobileNum')['ui:widget']).toBe('mobile');
  });

  it('adds a required sms code (and a required mobile number) when sms verification is on', () => {
    const { schema, uiSchema } = buildRegisterSchema(MINIMAL, { ...USERNAME, smsVerification: true });
    expect(schema.required).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
    expect(ui(uiSchema, 'verificationCode')['ui:widget']).toBe('smsCode');
    expect(ui(uiSchema, 'verificationCode')['ui:autocomplete']).toBe('one-time-code');
    expect(props(buildRegisterSchema(MINIMAL, USERNAME).schema).verificationCode).toBeUndefined();
  });

  it('shows the invitation code only when enabled and the popup asks for the input', () => {
    const rules: RegisterRules = { ...MINIMAL, affiliateCode: { enabled: true, required: false, patternId: 4, minLength: 4, maxLength: 20 } };
    expect(props(buildRegisterSchema(rules, USERNAME).schema).affiliateCode).toBeDefined();
    expect(props(buildRegisterSchema(rules, { ...USERNAME, showAffiliateInput: false }).schema).affiliateCode).toBeUndefined();
  });

  it('shows the captcha when enabled, with the captcha widget and message', () => {
    const rules: RegisterRules = { ...MINIMAL, captcha: { enabled: true, required: true, minLength: 4, maxLength: 4, patternId: 4 } };
    const { schema, uiSchema } = buildRegisterSchema(rules, USERNAME);
    expect(schema.required).toContain('captcha');
    expect(ui(uiSchema, 'captcha')['ui:widget']).toBe('captcha');
    expect(ui(uiSchema, 'captcha')['ui:options']).toMatchObject({ messages: { required: 'form_captcha_required' } });
  });

  it('asks the confirm password to equal the password, and the agreement to be ticked', () => {
    const { schema, uiSchema } = buildRegisterSchema(MINIMAL, USERNAME);
    expect(ui(uiSchema, 'confirmPassword')['ui:options']).toMatchObject({ sameAs: 'password', mismatchMessage: 'form_confirm_password_incorrect' });
    expect(props(schema).agreement).toMatchObject({ type: 'boolean', const: true });
    expect(ui(uiSchema, 'agreement')['ui:widget']).toBe('agreement');
  });

  it('gives the password fields new-password autocomplete and the username field username', () => {
    const { uiSchema } = buildRegisterSchema(MINIMAL, USERNAME);
    expect(ui(uiSchema, 'username')['ui:autocomplete']).toBe('username');
    expect(ui(uiSchema, 'password')['ui:autocomplete']).toBe('new-password');
    expect(ui(uiSchema, 'confirmPassword')['ui:autocomplete']).toBe('new-password');
  });

  it('builds from the brand defaults with every enabled field in the schema', () => {
    const rules = defaults.registerRules as RegisterRules;
    const { schema } = buildRegisterSchema(rules, USERNAME);
    const enabled = Object.entries(rules).filter(([, r]) => r?.enabled).map(([f]) => f);
    const shown = Object.keys(props(schema));
    // referralCode comes from the URL and confirmPassword from the password; neither is an input of its own rule.
    for (const field of enabled.filter((f) => !['referralCode', 'confirmPassword'].includes(f))) expect(shown).toContain(field);
  });
});
