import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import fixture from '../../fixtures/naughty-strings.json';
import defaults from '../../../merchants/_defaults.json';
import {
  SchemaForm,
  loginSmsForm,
  loginUsernameForm,
  registerForm,
  withFields,
  type FormDefinition,
  type RegisterRules,
} from '@/forms';
import { errorOf, renderForm } from './render';

// Every optional register field switched on, so each text input the server can ask for is exercised.
const ALL_ON: RegisterRules = Object.fromEntries(
  Object.entries(defaults.registerRules as RegisterRules).map(([field, rule]) => [field, { ...rule, enabled: true }]),
);

const FORMS: [string, FormDefinition][] = [
  // Username mode with sms verification has every register input (mobile mode only drops the username).
  ['register', registerForm(ALL_ON, { mode: 'username', smsVerification: true, showAffiliateInput: true })],
  ['sign-in (username)', withFields(loginUsernameForm, { captcha: true })],
  ['sign-in (sms)', withFields(loginSmsForm, { captcha: true })],
];

/** What a single-line input holds after the browser's value sanitisation (it strips line breaks). */
function kept(value: string): string {
  return value.replace(/[\r\n]/g, '');
}

function Harness({ form, onSubmit }: { form: FormDefinition; onSubmit: (data: object) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return <SchemaForm form={form} formData={data} onChange={setData} onSubmit={onSubmit} aria-label="naughty" formContext={{ captcha: { src: null, refresh: () => {} }, sms: { send: () => {}, remaining: 0, sending: false } }} />;
}

function textInputs(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>('form input[type="text"], form input[type="password"]')];
}

describe('forms with the Big List of Naughty Strings', () => {
  const strings = fixture.strings;

  it('uses a fixture of about 80 strings across the list’s categories', () => {
    expect(strings.length).toBeGreaterThanOrEqual(80);
    expect(strings).toEqual(expect.arrayContaining(["'; DROP TABLE users; --", '<script>alert(1)</script>', '\u202eevil\u202c', '😀']));
  });

  for (const [name, form] of FORMS) {
    it(`${name}: every text field takes every string without crashing, keeps it and answers clearly`, async () => {
      const errors = vi.spyOn(console, 'error');
      const messages: { field: string; value: string; message: string }[] = [];
      let accepted = 0;
      for (const value of strings) {
        // A fresh form per string: what one string left behind cannot hide what the next one does.
        const onSubmit = vi.fn<(data: object) => void>();
        const view = await renderForm(<Harness form={form} onSubmit={onSubmit} />);
        const inputs = textInputs();
        expect(inputs.length).toBeGreaterThanOrEqual(name === 'register' ? 15 : 3);
        for (const input of inputs) fireEvent.change(input, { target: { value } });
        fireEvent.click(screen.getByRole('button', { name: /Register|Sign in/ }));
        for (const input of textInputs()) {
          expect([input.id, value, input.value]).toEqual([input.id, value, kept(value)]);
          const message = errorOf(input)?.textContent;
          if (message === undefined) accepted += 1;
          else messages.push({ field: input.id, value, message });
        }
        view.unmount();
      }
      // A clear message: translated text, never a raw key, a leftover placeholder or an empty paragraph.
      expect(messages.filter(({ message }) => /^$|^(form|reg)_|\((min|max)\)|undefined|NaN/.test(message))).toEqual([]);
      // The form really judged the input: some values passed a field's rule and some were refused with a message.
      expect(accepted).toBeGreaterThan(0);
      expect(messages.length).toBeGreaterThan(0);
      expect(errors).not.toHaveBeenCalled();
    }, 60_000);
  }
});
