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

function Harness({ form, initial, onSubmit }: { form: FormDefinition; initial: Record<string, unknown>; onSubmit: (data: object) => void }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return <SchemaForm form={form} formData={data} onChange={setData} onSubmit={onSubmit} aria-label="naughty" formContext={{ captcha: { src: null, refresh: () => {} }, sms: { send: () => {}, remaining: 0, sending: false } }} />;
}

/** The form's text fields (strings that are not hidden). */
function textFields(form: FormDefinition): string[] {
  return Object.entries(form.schema.properties ?? {})
    .filter(([field, schema]) => typeof schema === 'object' && schema.type === 'string' && (form.uiSchema[field] as Record<string, unknown> | undefined)?.['ui:widget'] !== 'hidden')
    .map(([field]) => field);
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
      const fields = textFields(form);
      expect(fields.length).toBeGreaterThanOrEqual(name === 'register' ? 15 : 3);
      for (const [index, value] of strings.entries()) {
        // Each string fills every text field of a fresh form (the form re-renders as a whole on every keystroke,
        // so typing ~80 strings into ~17 fields one by one takes minutes); one field in turn receives it through a
        // real change event, so every widget's own input path sees several strings too.
        const typed = fields[index % fields.length]!;
        const initial = Object.fromEntries(fields.filter((f) => f !== typed).map((f) => [f, value]));
        const onSubmit = vi.fn<(data: object) => void>();
        const view = await renderForm(<Harness form={form} initial={initial} onSubmit={onSubmit} />);
        const inputs = textInputs();
        expect(inputs).toHaveLength(fields.length);
        fireEvent.change(document.getElementById(`root_${typed}`)!, { target: { value } });
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
    }, 120_000);
  }
});
