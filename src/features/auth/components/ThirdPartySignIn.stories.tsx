import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginPopup } from './LoginPopup';
import { RegisterPopup } from './RegisterPopup';
import { withAuthFrame } from './story-frame';

/**
 * Third-party sign-in (GOOGLELOGIN3, FACEBOOKLOGIN3) and the third-party phone verification (THIRDPARTYPHONE3),
 * played against the sandbox's stand-in SDKs. Golden Lotus has all three on; Lucky Star switches them on here.
 */
const meta = {
  title: 'Auth/Third-party sign-in',
  component: LoginPopup,
  decorators: [withAuthFrame],
  args: { onClose: fn() },
  // A stand-in chooser left open by a story is taken away with it, and the page given back.
  beforeEach: () => () => {
    document.querySelectorAll('[data-sandbox-identity]').forEach((el) => el.remove());
    for (const el of document.querySelectorAll('[data-sandbox-inert]')) {
      el.removeAttribute('inert');
      el.removeAttribute('data-sandbox-inert');
    }
  },
} satisfies Meta<typeof LoginPopup>;
export default meta;

type Story = StoryObj<typeof meta>;
const page = () => within(document.body);
const luckystarAllOn = {
  flags: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true, THIRDPARTYPHONE3: true, MOBILEVERCODELOGIN3: true },
};

/** Makes the sandbox's next answer of a provider fail with `code` (its stand-in reports it as the real SDK would). */
async function force(provider: 'google' | 'facebook' | 'phone' | 'login', code: string) {
  await fetch('/__sandbox/identity/force', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider, code }),
  });
}

async function sendPhoneCode(mobile = '9171234567') {
  await userEvent.click(await page().findByRole('tab', { name: 'SMS code' }));
  await userEvent.type(page().getByLabelText('Mobile number', { selector: 'input' }), mobile);
  await userEvent.click(page().getByRole('button', { name: 'Send code' }));
}

async function signInWithCode(code: string) {
  await userEvent.type(page().getByLabelText('Verification code', { selector: 'input' }), code);
  const dialog = page().getByRole('dialog', { name: 'Sign in' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

async function lastCode(mobile: string): Promise<string> {
  let code = '';
  await waitFor(async () => {
    code = ((await (await fetch(`/__sandbox/last-sms?mobile=${mobile}`)).json()) as { code?: string }).code ?? '';
    await expect(code).not.toBe('');
  });
  return code;
}

/** Both provider buttons under the form (Golden Lotus). */
export const ButtonsGoldenLotus: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    const group = await page().findByRole('group', { name: 'Or sign in with' });
    await expect(within(group).getAllByRole('button')).toHaveLength(2);
  },
};

/** Both provider buttons under the form (Lucky Star, flags on). */
export const ButtonsLuckyStar: Story = {
  globals: { brand: 'luckystar' },
  parameters: luckystarAllOn,
  play: ButtonsGoldenLotus.play,
};

/** The Google stand-in's account chooser is open over the popup. */
export const GoogleChooserOpen: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Continue with Google' }));
    await expect(await page().findByRole('dialog', { name: 'Sign in with Google' })).toBeVisible();
  },
};

/** The Facebook stand-in's consent dialog is open over the popup (Lucky Star). */
export const FacebookConsentOpen: Story = {
  globals: { brand: 'luckystar' },
  parameters: luckystarAllOn,
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Continue with Facebook' }));
    await expect(await page().findByRole('dialog', { name: 'Log in with Facebook' })).toBeVisible();
  },
};

/** The provider dialog was closed: the message by the buttons, which work again. */
export const ProviderDialogClosed: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Continue with Google' }));
    const chooser = await page().findByRole('dialog', { name: 'Sign in with Google' });
    await userEvent.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('The verification window was closed');
  },
};

/** Same, Lucky Star. */
export const ProviderDialogClosedLuckyStar: Story = {
  globals: { brand: 'luckystar' },
  parameters: luckystarAllOn,
  play: ProviderDialogClosed.play,
};

/** The provider refused the setup (a wrong client id): no dialog, the message. */
export const ProviderDialogFailed: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await force('google', 'auth/operation-not-allowed');
    await userEvent.click(await page().findByRole('button', { name: 'Continue with Google' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('This operation is not enabled');
  },
};

/** Signed in with Google: the popup closes (the frame names no next popup: no forced password change). */
export const GoogleSignedIn: Story = {
  globals: { brand: 'goldenlotus' },
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Continue with Google' }));
    const chooser = await page().findByRole('dialog', { name: 'Sign in with Google' });
    await userEvent.click(within(chooser).getByRole('button', { name: /Continue as Member One/ }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(page().queryByText(/Next popup/)).toBeNull();
  },
};

/** The phone service sent a code: the 60 s countdown runs (Golden Lotus). */
export const PhoneCodeSent: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await sendPhoneCode();
    await expect(await page().findByRole('button', { name: /Resend in (60|59|58) s/ })).toBeDisabled();
  },
};

/** Same, Lucky Star with sms login and the phone service switched on. */
export const PhoneCodeSentLuckyStar: Story = {
  globals: { brand: 'luckystar' },
  parameters: luckystarAllOn,
  play: PhoneCodeSent.play,
};

/** Each error of the phone service when sending, in the warning dialog. */
function sendError(code: string, text: string): Story {
  return {
    globals: { brand: 'goldenlotus' },
    play: async () => {
      await force('phone', code);
      await sendPhoneCode();
      const warning = await page().findByRole('dialog', { name: 'Could not send the code' });
      await expect(within(warning).getByRole('alert')).toHaveTextContent(text);
    },
  };
}

export const ErrorInvalidNumber = sendError('auth/invalid-phone-number', 'Invalid or missing phone number');
export const ErrorTooManyRequests = sendError('auth/too-many-requests', 'Too many requests, please retry after 5 minutes');
export const ErrorCaptchaFailed = sendError('auth/captcha-check-failed', 'Captcha check failed');
export const ErrorQuota = sendError('auth/quota-exceeded', 'Quota insufficient, please try again later');
export const ErrorNotEnabled = sendError('auth/operation-not-allowed', 'This operation is not enabled');
export const ErrorPopupClosed = sendError('auth/popup-closed-by-user', 'The verification window was closed');

/** Each error after the code: the service's answer or the platform's refusal, under the form. */
function codeError(setup: () => Promise<void>, mobile: string, code: (sent: string) => string, text: string): Story {
  return {
    globals: { brand: 'goldenlotus' },
    play: async () => {
      await setup();
      await sendPhoneCode(mobile);
      await signInWithCode(code(await lastCode(mobile)));
      await expect(await page().findByText(text)).toBeVisible();
    },
  };
}

const none = async () => {};
export const ErrorInvalidCode = codeError(none, '9171234568', (sent) => (sent === '000000' ? '111111' : '000000'), 'Invalid or missing verification code');
export const ErrorCodeExpired = codeError(() => force('phone', 'auth/code-expired'), '9171234569', (sent) => sent, 'The verification code has expired');
export const ErrorNonMember = codeError(none, '9990001111', (sent) => sent, 'This is not a member account');
export const ErrorNonAgent = codeError(() => force('login', 'non_agent'), '9171234570', (sent) => sent, 'Non-agents cannot log in');

/** The code typed before any was sent: complete the verification first. */
export const ErrorVerifyFirst: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(page().getByLabelText('Mobile number', { selector: 'input' }), '9171234567');
    await signInWithCode('123456');
    await expect(await page().findByText('Please complete the verification first')).toBeVisible();
  },
};

/** Tagalog: a provider error. */
export const TagalogProviderClosed: Story = {
  globals: { brand: 'goldenlotus', language: 'TY' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Magpatuloy gamit ang Google' }));
    const chooser = await page().findByRole('dialog', { name: 'Sign in with Google' });
    await userEvent.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Isinara ang window ng beripikasyon');
  },
};

/** Register by mobile with the phone service: the code was sent and counts down from 60 s. */
export const RegisterPhoneCodeSent: StoryObj<typeof RegisterPopup> = {
  render: (args) => <RegisterPopup {...args} />,
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(await page().findByLabelText(/^Mobile number/, { selector: 'input' }), '9998887777');
    await userEvent.click(page().getByRole('button', { name: 'Send code' }));
    await expect(await page().findByRole('button', { name: /Resend in (60|59|58) s/ })).toBeDisabled();
  },
};
