import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorSchemaBuilder, type ErrorSchema, type UiSchema } from '@rjsf/utils';
import defaults from '../../merchants/_defaults.json';
import {
  changePasswordForm,
  forgotEmailForm,
  forgotPhoneForm,
  loginSmsForm,
  loginUsernameForm,
  registerForm,
  withFields,
  type FormDefinition,
} from './fixed-forms';
import type { RegisterRules } from './register-schema';
import { SchemaForm } from './schema-form';
import type { FormContext } from './types';

/** A small captcha picture (the sandbox serves a PNG; any image source works here). */
const CAPTCHA_SRC =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#eef"/><text x="14" y="28" font-size="22" font-family="monospace" fill="#224">a7K2</text></svg>',
  );

const COUNTRIES = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
];

interface FormStoryProps {
  form: FormDefinition;
  formContext?: FormContext;
  initial?: Record<string, unknown>;
  extraErrors?: ErrorSchema;
  formError?: string | null;
  busy?: boolean;
  onSubmit: (data: Record<string, unknown>) => void;
}

/** Holds the values like a popup does, so typing works in the story. */
function FormStory({ form, formContext, initial, extraErrors, formError, busy, onSubmit }: FormStoryProps) {
  const [data, setData] = useState<Record<string, unknown>>(initial ?? {});
  return (
    <div style={{ maxWidth: 380 }}>
      <SchemaForm
        form={form}
        formData={data}
        onChange={setData}
        onSubmit={onSubmit}
        formContext={formContext}
        extraErrors={extraErrors}
        formError={formError}
        busy={busy}
        aria-label="Form preview"
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SchemaForm',
  component: FormStory,
  args: { form: loginUsernameForm, onSubmit: fn() },
} satisfies Meta<typeof FormStory>;
export default meta;

type Story = StoryObj<typeof meta>;


function sliderAt(form: FormDefinition, target: number): FormDefinition {
  const shown = withFields(form, { sliderCaptcha: true });
  const slider = shown.uiSchema.sliderCaptcha as UiSchema;
  return { ...shown, uiSchema: { ...shown.uiSchema, sliderCaptcha: { ...slider, 'ui:options': { ...slider['ui:options'], target } } } };
}

/** Sign-in by username, empty. */
export const LoginUsername: Story = {};

/** Sign-in by username after submitting it empty: the first error under each field. */
export const LoginUsernameErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getAllByText('Please enter username and password')).toHaveLength(2);
  },
};

/** The server asked for a captcha after a failed sign-in. */
export const LoginUsernameCaptcha: Story = {
  args: {
    form: withFields(loginUsernameForm, { captcha: true }),
    initial: { username: 'member01' },
    formContext: { captcha: { src: CAPTCHA_SRC, refresh: fn() } },
  },
};

/** The slider check for username sign-in. */
export const LoginUsernameSlider: Story = { args: { form: sliderAt(loginUsernameForm, 62) } };

/** The slider check solved. */
export const LoginUsernameSliderSolved: Story = {
  args: { form: sliderAt(loginUsernameForm, 62), initial: { username: 'member01', sliderCaptcha: true } },
};

/** A server error: the password field keeps what was typed and a form-level alert says why. */
export const LoginServerError: Story = {
  args: {
    initial: { username: 'member01', password: 'wrong-one' },
    // The server's own message, shown as it came.
    formError: 'Incorrect username or password',
  },
};

/** Signing in: the submit button is busy. */
export const LoginBusy: Story = { args: { initial: { username: 'member01', password: 'Passw0rd!' }, busy: true } };

/** Sign-in by sms, with the country picker and the countdown running. */
export const LoginSmsCountdown: Story = {
  args: {
    form: loginSmsForm,
    initial: { mobileNum: '9171234567' },
    formContext: { countries: COUNTRIES, sms: { send: fn(), remaining: 42, sending: false } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  },
};

/** Sign-in by sms, ready to send a code. */
export const LoginSmsReady: Story = {
  args: { form: loginSmsForm, formContext: { sms: { send: fn(), remaining: 0, sending: false } } },
};

/** Sign-in by sms after submitting it empty. */
export const LoginSmsErrors: Story = {
  args: { form: loginSmsForm, formContext: { sms: { send: fn(), remaining: 0, sending: false } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter a valid mobile number')).toBeInTheDocument();
  },
};

/** Forgot password by email. */
export const ForgotEmail: Story = { args: { form: forgotEmailForm } };

/** Forgot password by email with invalid values. */
export const ForgotEmailErrors: Story = {
  args: { form: forgotEmailForm, initial: { username: '1member', email: 'not-an-email' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Enter a valid email address')).toBeInTheDocument();
  },
};

/** Forgot password by phone, countdown running. */
export const ForgotPhone: Story = {
  args: {
    form: forgotPhoneForm,
    formContext: { countries: COUNTRIES, sms: { send: fn(), remaining: 18, sending: false } },
  },
};

/** Forgot password by phone after submitting it empty. */
export const ForgotPhoneErrors: Story = {
  args: { form: forgotPhoneForm, formContext: { sms: { send: fn(), remaining: 0, sending: false } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(canvas.getByText('Enter a valid verification code')).toBeInTheDocument();
  },
};

/** Change password from the member menu. */
export const ChangePassword: Story = { args: { form: changePasswordForm } };

/** Change password with a mismatched confirmation. */
export const ChangePasswordErrors: Story = {
  args: { form: changePasswordForm, initial: { oldPassword: '123456', newPassword: 'abc', confirmNewPassword: 'abd' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Incorrect confirmation input')).toBeInTheDocument();
  },
};

/** The forced change after signing in with the default password: the old password is already known. */
export const ChangePasswordForced: Story = { args: { form: withFields(changePasswordForm, { oldPassword: false }) } };

const DEFAULT_RULES = defaults.registerRules as RegisterRules;
const MINIMAL_RULES: RegisterRules = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4, acceptedPattern: '^[A-Za-z0-9]+$' },
};
const FULL_RULES: RegisterRules = Object.fromEntries(
  Object.entries(DEFAULT_RULES).map(([field, rule]) => [field, { ...rule, enabled: true, required: field !== 'recommenderId' }]),
);

/** Register with the brand defaults (username, email, invitation code, captcha). */
export const RegisterDefaults: Story = {
  args: {
    form: registerForm(DEFAULT_RULES, { mode: 'username', smsVerification: false, showAffiliateInput: true }),
    formContext: { countries: COUNTRIES, captcha: { src: CAPTCHA_SRC, refresh: fn() } },
  },
};

/** Register with the fewest fields a server can ask for. */
export const RegisterMinimal: Story = {
  args: { form: registerForm(MINIMAL_RULES, { mode: 'username', smsVerification: false, showAffiliateInput: false }) },
};

/** Register by mobile with sms verification and every optional field the server can switch on. */
export const RegisterMobileEverything: Story = {
  args: {
    form: registerForm(FULL_RULES, { mode: 'mobile', smsVerification: true, showAffiliateInput: true }),
    formContext: {
      countries: COUNTRIES,
      sms: { send: fn(), remaining: 57, sending: false },
      captcha: { src: CAPTCHA_SRC, refresh: fn() },
    },
  },
};

/** Register after submitting with mistakes, and the invitation code refused by the server. */
export const RegisterErrors: Story = {
  args: {
    form: registerForm(DEFAULT_RULES, { mode: 'username', smsVerification: false, showAffiliateInput: true }),
    initial: { username: '9lives', password: 'abc', confirmPassword: 'abd', affiliateCode: 'AFF0' },
    extraErrors: new ErrorSchemaBuilder().addErrors('invitation_code_error', 'affiliateCode').ErrorSchema,
    formContext: { captcha: { src: null, refresh: fn() } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByText('Confirmation password is not correct')).toBeInTheDocument();
    await expect(canvas.getByText('Invalid invitation code')).toBeInTheDocument();
  },
};
