import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginPopup } from './LoginPopup';
import { withAuthFrame } from './story-frame';

const meta = {
  title: 'Auth/Sign-in popup',
  component: LoginPopup,
  decorators: [withAuthFrame],
  args: { onClose: fn() },
} satisfies Meta<typeof LoginPopup>;
export default meta;

type Story = StoryObj<typeof meta>;
const page = () => within(document.body);

/** Username login only (the default brand's flags). */
export const Username: Story = {};

/** Username and sms login: the method selector shows. */
export const BothMethods: Story = { globals: { brand: 'goldenlotus' } };

/** The sms tab. */
export const SmsTab: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: 'SMS code' }));
    await expect(page().getByLabelText('Mobile number', { selector: 'input' })).toBeVisible();
  },
};

/** A code was sent: the send button counts down. */
export const CountdownRunning: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(page().getByLabelText('Mobile number', { selector: 'input' }), '9171234567');
    await userEvent.click(page().getByRole('button', { name: 'Send code' }));
    await expect(await page().findByRole('button', { name: /Resend in/ })).toBeDisabled();
  },
};

/** The sms request was refused: the warning with the server's message. */
export const SmsRateLimited: Story = {
  globals: { brand: 'goldenlotus', scenario: 'sms-rate-limited' },
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(page().getByLabelText('Mobile number', { selector: 'input' }), '9171234567');
    await userEvent.click(page().getByRole('button', { name: 'Send code' }));
    await expect(await page().findByRole('dialog', { name: 'Could not send the code' })).toBeVisible();
  },
};

/** The server asked for a captcha: the field and its image. */
export const CaptchaShown: Story = { args: { captchaRequired: true } };

/** Every field empty on submit: the first error under each input. */
export const EmptySubmit: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Sign in' }));
    await expect((await page().findAllByText('Please enter username and password')).length).toBeGreaterThan(0);
  },
};

/** Free play and the register button (FREEPLAY3, DIRECTREG3) with both third-party buttons. */
export const AllEntries: Story = {
  parameters: { flags: { FREEPLAY3: true, DIRECTREG3: true, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } },
};

/** The unregistered-IP check asking for the sms code. */
export const VerifyMobile: Story = {
  args: { challenge: { kind: 'mobile', target: '917****580' }, values: { username: 'newip01', password: 'Passw0rd!' } },
};

/** The unregistered-IP check asking for the binding e-mail. */
export const VerifyEmail: Story = {
  args: { challenge: { kind: 'email', target: 'n***@example.com' }, values: { username: 'newip02', password: 'Passw0rd!' } },
};

/** The unregistered-IP check asking for the bank account name. */
export const VerifyBankName: Story = {
  args: { challenge: { kind: 'bankAccountName' }, values: { username: 'newip03', password: 'Passw0rd!' } },
};

/** The unregistered-IP check asking for the Google authenticator code. */
export const VerifyGoogleCode: Story = {
  args: { challenge: { kind: 'googleCode' }, values: { username: 'newip04', password: 'Passw0rd!' } },
};

/** Tagalog texts. */
export const Tagalog: Story = { globals: { language: 'TY' } };

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark', brand: 'goldenlotus' } };
