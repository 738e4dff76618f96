import { describe, expect, it } from 'vitest';
import { accountTypeChoices } from '@/features/agent/register-center/account-types';
import { downlineForm, downlineRequest } from '@/features/agent/register-center/downline-form';
import { registerCenterErrorKey } from '@/features/agent/register-center/errors';
import { parseRate } from '@/features/agent/register-center/product-types';
import { registerCenterTabs } from '@/features/agent/register-center/register-center';
import { buildRegisterSchema } from '@/forms';

const RULES = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 17, acceptedPattern: '^[\\x21-\\x7E]+$' },
  mobileNum: { enabled: true, required: false, minLength: 10, maxLength: 11, patternId: 6, acceptedPattern: '^[0-9]+$' },
  email: { enabled: true, required: true, minLength: 6, maxLength: 50, patternId: 3, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 4, acceptedPattern: '^[A-Za-z0-9]+$' },
  captcha: { enabled: true, required: true, minLength: 4, maxLength: 4, patternId: 4, acceptedPattern: '^[A-Za-z0-9]+$' },
  verificationCode: { enabled: true, required: true, minLength: 6, maxLength: 6, patternId: 6, acceptedPattern: '^[0-9]+$' },
};

describe('Open account form', () => {
  it("is the register popup's form from the same rules, less captcha, sms code, invitation code and the agreement", () => {
    const form = downlineForm(RULES);
    const popup = buildRegisterSchema(RULES, { mode: 'username', smsVerification: false, showAffiliateInput: true });
    expect(Object.keys(form.schema.properties ?? {})).toEqual(['username', 'mobileNum', 'password', 'confirmPassword', 'email']);
    expect(form.schema.required).toEqual(['username', 'password', 'confirmPassword', 'email']);
    for (const field of ['username', 'password', 'email'])
      expect(form.schema.properties?.[field]).toEqual(popup.schema.properties?.[field]);
    expect((form.uiSchema.username as Record<string, unknown>)['ui:help']).toBe('reg_pattern_1');
    expect((form.uiSchema.username as Record<string, unknown>)['ui:autocomplete']).toBe('off');
    expect(form.uiSchema['ui:submitButtonOptions']).toEqual({ submitText: 'agreg_open_submit' });
    expect(form.validator.isValid(form.schema, { username: '9lives', password: 'Secret123', confirmPassword: 'Secret123', email: 'a@b.co' }, form.schema)).toBe(false);
    expect(form.validator.isValid(form.schema, { username: 'lives9', password: 'Secret123', confirmPassword: 'Secret123', email: 'abc@b.co' }, form.schema)).toBe(true);
  });

  it('sends the typed fields (trimmed username, empty ones left out) with the account type', () => {
    expect(downlineRequest({ username: ' lives9 ', password: 'Secret123', confirmPassword: 'Secret123', mobileNum: '' }, 2)).toEqual({
      accountType: 2, username: 'lives9', password: 'Secret123', confirmPassword: 'Secret123',
    });
  });

  it('offers the types the agent type may open', () => {
    expect(accountTypeChoices({ createMember: true, createAgent: true, createAgentTypes: [1, 2] })).toEqual([0, 1, 2]);
    expect(accountTypeChoices({ createMember: true, createAgent: false, createAgentTypes: [] })).toEqual([0]);
  });

  it("maps the server's refusals to the register popup's texts", () => {
    expect(registerCenterErrorKey('reg_username_exists')).toBe('auth_username_exists');
    expect(registerCenterErrorKey('reg_pattern_4')).toBe('reg_pattern_4');
    expect(registerCenterErrorKey('reg_required_email')).toBe('form_required');
    expect(registerCenterErrorKey('rebate.rate.exceeded')).toBe('agreg_error_rate_exceeded');
    expect(registerCenterErrorKey('Something the server said')).toBeNull();
  });
});

describe('Referral link rates and tabs', () => {
  it('takes empty as 0, one decimal at most, and nothing above the ceiling', () => {
    expect(parseRate('', 1)).toEqual({ ok: true, rate: 0 });
    expect(parseRate(' 0.5 ', 1)).toEqual({ ok: true, rate: 0.5 });
    expect(parseRate('1.2', 1.2)).toEqual({ ok: true, rate: 1.2 });
    expect(parseRate('1.25', 2)).toEqual({ ok: false, error: 'agreg_rate_invalid' });
    expect(parseRate('-1', 2)).toEqual({ ok: false, error: 'agreg_rate_invalid' });
    expect(parseRate('1.3', 1.2)).toEqual({ ok: false, error: 'agreg_rate_above' });
  });

  it('shows each section by its switch', () => {
    expect(registerCenterTabs({ AGEREGDOWN3: true, CREATEAFF3: true, AFFMAN3: true })).toEqual(['open', 'links', 'members']);
    expect(registerCenterTabs({ AGEREGDOWN3: false, CREATEAFF3: true, AFFMAN3: false })).toEqual(['links']);
    expect(registerCenterTabs({ AGEREGDOWN3: true })).toEqual(['open']);
  });
});
