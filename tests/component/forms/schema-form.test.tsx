import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import { SchemaForm, changePasswordForm, loginUsernameForm, registerForm, type FormDefinition, type RegisterRules } from '@/forms';
import { errorOf, renderForm } from './render';

const RULES: RegisterRules = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 1, acceptedPattern: '^x$' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4, acceptedPattern: '^x$' },
  email: { enabled: true, required: false, minLength: 6, maxLength: 50, patternId: 3, acceptedPattern: '^x$' },
};
const REGISTER = registerForm(RULES, { mode: 'username', smsVerification: false, showAffiliateInput: false });

function Controlled(props: { form: FormDefinition; onSubmit?: (d: Record<string, unknown>) => void; extraErrors?: ErrorSchema; formError?: string | null; initial?: Record<string, unknown> }) {
  const [data, setData] = useState<Record<string, unknown>>(props.initial ?? {});
  return (
    <SchemaForm
      form={props.form}
      formData={data}
      onChange={setData}
      onSubmit={props.onSubmit ?? (() => {})}
      extraErrors={props.extraErrors}
      formError={props.formError}
      aria-label="test form"
    />
  );
}

describe('SchemaForm', () => {
  it('shows the first error under each empty field on submit and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Record<string, unknown>) => void>();
    await renderForm(<Controlled form={REGISTER} onSubmit={onSubmit} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.type(username, '1x');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username).toHaveValue('1x');
    // '1x' is both too short and off-pattern: one message, the rule's hint with its bounds.
    expect(errorOf(username)).toHaveTextContent(/^6 - 12 characters, starting with a letter, letters and digits only$/);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    const password = screen.getByLabelText('Password');
    expect(errorOf(password)).toHaveTextContent(/^Input cannot be empty$/);
    expect(errorOf(screen.getByLabelText('Confirm password'))).toHaveTextContent(/^Input cannot be empty$/);
    expect(errorOf(screen.getByRole('textbox', { name: 'Email' }))).toBeNull();
    expect(document.querySelectorAll('.form-field__error')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the pattern hint under the field before any error', async () => {
    await renderForm(<Controlled form={REGISTER} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAccessibleDescription('6 - 12 characters, starting with a letter, letters and digits only');
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('validates live only after the first submit', async () => {
    const user = userEvent.setup();
    await renderForm(<Controlled form={REGISTER} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.type(username, 'ab');
    expect(errorOf(username)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf(username)).not.toBeNull();
    await user.type(username, 'cdef');
    expect(errorOf(username)).toBeNull();
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('says the password length with the bounds filled in', async () => {
    const user = userEvent.setup();
    await renderForm(<Controlled form={REGISTER} />);
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf(screen.getByLabelText('Password'))).toHaveTextContent(/^Password must be 6-12 characters$/);
  });

  it('says when the confirmation does not match', async () => {
    const user = userEvent.setup();
    await renderForm(<Controlled form={changePasswordForm} />);
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorOf(screen.getByLabelText('Confirm new password'))).toHaveTextContent('Incorrect confirmation input');
  });

  it('submits valid data', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(d: Record<string, unknown>) => void>();
    await renderForm(<Controlled form={loginUsernameForm} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'member01');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'member01', password: 'Passw0rd!', rememberMe: true });
  });

  it('shows a server error under its field and a form-level alert, keeping the input', async () => {
    const extraErrors = new ErrorSchemaBuilder().addErrors('invitation_code_error', 'username').ErrorSchema;
    await renderForm(<Controlled form={loginUsernameForm} initial={{ username: 'member01', password: 'wrong' }} extraErrors={extraErrors} formError="The server said no" />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('member01');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(errorOf(username)).toHaveTextContent('Invalid invitation code');
    expect(screen.getByRole('alert')).toHaveTextContent('The server said no');
  });

  it('translates labels, hints and errors in Tagalog', async () => {
    const user = userEvent.setup();
    await renderForm(<Controlled form={REGISTER} />, 'TY');
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAccessibleDescription('6 - 12 na karakter, nagsisimula sa titik, mga titik at numero lamang');
    await user.click(screen.getByRole('button', { name: 'Magparehistro' }));
    expect(errorOf(screen.getByLabelText('Kumpirmahin ang password'))).toHaveTextContent('Hindi maaaring walang laman');
  });

  it('disables the submit button while busy', async () => {
    await renderForm(<SchemaForm form={loginUsernameForm} onSubmit={() => {}} busy aria-label="busy form" />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'busy form' })).toBeInTheDocument();
  });
});
