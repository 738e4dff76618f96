import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/EN/forms.json';
import ty from '../../../locales/TY/forms.json';
import {
  changePasswordForm,
  forgotEmailForm,
  forgotPhoneForm,
  loginSmsForm,
  loginUsernameForm,
  withFields,
  type FormDefinition,
} from '@/forms/fixed-forms';
import { createCustomValidate, createTransformErrors, parseFormError } from '@/forms/messages';
import { buildRegisterSchema } from '@/forms/register-schema';
import { patterns } from '@/forms/patterns';

const root = join(import.meta.dirname, '..', '..', '..');

function auto(form: FormDefinition, field: string): unknown {
  return (form.uiSchema[field] as Record<string, unknown>)['ui:autocomplete'];
}

function firstErrors(form: FormDefinition, data: Record<string, unknown>): Record<string, string> {
  const result = form.validator.validateFormData(data, form.schema, createCustomValidate(form.schema), createTransformErrors(form.schema), form.uiSchema);
  const out: Record<string, string> = {};
  for (const error of result.errors) {
    const field = error.property?.replace(/^\./, '') ?? '';
    if (!(field in out) && error.message) out[field] = parseFormError(error.message).key;
  }
  return out;
}

describe('fixed forms', () => {
  it('asks for username and password on an empty username sign-in', () => {
    expect(firstErrors(loginUsernameForm, {})).toEqual({ username: 'form_credentials_required', password: 'form_credentials_required' });
  });

  it('asks for the captcha and the slider only once they are shown', () => {
    const data = { username: 'member01', password: 'Passw0rd!' };
    expect(firstErrors(loginUsernameForm, data)).toEqual({});
    expect(firstErrors(withFields(loginUsernameForm, { captcha: true }), data)).toEqual({ captcha: 'form_captcha_required' });
    expect(firstErrors(withFields(loginUsernameForm, { sliderCaptcha: true }), { ...data, sliderCaptcha: false })).toEqual({ sliderCaptcha: 'form_slider_required' });
    expect(firstErrors(withFields(loginUsernameForm, { sliderCaptcha: true }), { ...data, sliderCaptcha: true })).toEqual({});
  });

  it('asks for a valid mobile number and code on sms sign-in', () => {
    expect(firstErrors(loginSmsForm, {})).toEqual({ mobileNum: 'form_mobile_invalid', verificationCode: 'form_code_invalid' });
    expect(firstErrors(loginSmsForm, { mobileNum: '91712x', verificationCode: '12' })).toEqual({ mobileNum: 'form_mobile_invalid', verificationCode: 'form_code_invalid' });
    expect(firstErrors(loginSmsForm, { mobileNum: '9171234567', verificationCode: '123456' })).toEqual({});
  });

  it('checks the username and email rules when forgetting by email', () => {
    expect(firstErrors(forgotEmailForm, { username: '1bad', email: 'x@y' })).toEqual({ username: 'form_username_invalid', email: 'form_email_invalid' });
    expect(firstErrors(forgotEmailForm, { username: 'member01', email: 'member01@example.com' })).toEqual({});
  });

  it('checks mobile, code and the password rule when forgetting by phone', () => {
    expect(firstErrors(forgotPhoneForm, { mobileNum: '9171234567', verificationCode: '123456', newPassword: 'abc' })).toEqual({ newPassword: 'form_password_length' });
    expect(firstErrors(forgotPhoneForm, { mobileNum: '9171234567', verificationCode: '123456', newPassword: 'has space' })).toEqual({ newPassword: 'reg_pattern_17' });
  });

  it('requires the old password unless it is already known, and a matching confirmation', () => {
    expect(firstErrors(changePasswordForm, { newPassword: 'NewPass1', confirmNewPassword: 'NewPass2' })).toEqual({
      oldPassword: 'form_required',
      confirmNewPassword: 'form_confirm_input_incorrect',
    });
    const forced = withFields(changePasswordForm, { oldPassword: false });
    expect(firstErrors(forced, { newPassword: 'NewPass1', confirmNewPassword: 'NewPass1' })).toEqual({});
  });

  it('refuses to show a field the form does not have', () => {
    expect(() => withFields(loginSmsForm, { sliderCaptcha: true })).toThrow(/no field "sliderCaptcha"/);
  });

  it('precompiled validators are up to date with schemas/forms', () => {
    expect(() => execFileSync('node', ['scripts/forms-precompile.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('gives password managers what they need (autocomplete on every credential field)', () => {
    expect(auto(loginUsernameForm, 'username')).toBe('username');
    expect(auto(loginUsernameForm, 'password')).toBe('current-password');
    expect(auto(loginSmsForm, 'verificationCode')).toBe('one-time-code');
    expect(auto(forgotPhoneForm, 'newPassword')).toBe('new-password');
    expect(auto(changePasswordForm, 'oldPassword')).toBe('current-password');
    expect(auto(changePasswordForm, 'confirmNewPassword')).toBe('new-password');
  });
});

/** i18n keys named by titles, hints, submit texts and messages anywhere in a schema-like value. */
function keysOf(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && (k === 'title' || k === 'ui:help' || k === 'submitText' || k === 'mismatchMessage' || k === 'messageKey')) out.add(v);
      else if (k === 'messages' && v && typeof v === 'object') Object.values(v).forEach((m) => out.add(String(m)));
      else keysOf(v, out);
    }
  }
  return out;
}

describe('form texts', () => {

  it('has an EN and a TY text for every key the schemas, uiSchemas, patterns and register builder use', () => {
    const used = new Set<string>();
    const dir = join(root, 'schemas', 'forms');
    for (const file of readdirSync(dir)) keysOf(JSON.parse(readFileSync(join(dir, file), 'utf8')), used);
    keysOf(patterns, used);
    const everything = Object.fromEntries(
      ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'paymentPassword', 'payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'affiliateCode', 'captcha'].map(
        (f) => [f, { enabled: true, required: true, minLength: 1, maxLength: 9, patternId: 0 }],
      ),
    );
    keysOf(buildRegisterSchema(everything, { mode: 'username', smsVerification: true, showAffiliateInput: true }), used);
    expect(used.size).toBeGreaterThan(40);
    const missing = (texts: Record<string, string>) => [...used].filter((k) => !(k in texts));
    expect(missing(en)).toEqual([]);
    expect(missing(ty)).toEqual([]);
  });

  it('has the same keys in EN and TY', () => {
    expect(Object.keys(ty).toSorted()).toEqual(Object.keys(en).toSorted());
  });
});
