import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forceError, lastSms } from '../../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../story-support';
import { SecurityCentre } from './security-centre';

const meta = {
  title: 'Member/Security centre',
  component: SecurityCentre,
  decorators: memberPageFrame('Security centre', 880),
  beforeEach: signInFresh,
  parameters: { account: 'member01' },
} satisfies Meta<typeof SecurityCentre>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;


/** Opens one of the page's dialogs by its button and returns the dialog (drawn outside the canvas, on the body). */
async function open(canvasElement: HTMLElement, button: string, title: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: title }));
}

async function typeInto(dialog: Canvas, label: string, text: string) {
  await userEvent.type(dialog.getByLabelText(label), text);
}

/** member01: everything done, 100 %, masked profile. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('J*** D*** C***')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Security completeness' })).toHaveAttribute('value', '100');
  },
};

/** member02, new: no nickname, fund password, questions, card or payee yet. */
export const NewMember: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Set fund password' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Security completeness' })).toHaveAttribute('value', '37');
  },
};

/** The security items could not load: the message and a Retry. */
export const LoadFailed: Story = {
  beforeEach: () => forceError('GET /wps/member/security', { code: 'unknown_error' }),
  parameters: { account: 'member01' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NicknameDialog: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Set nickname', 'Set nickname');
    await expect(dialog.getByText(/only once/)).toBeVisible();
  },
};

export const NicknameTaken: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Set nickname', 'Set nickname');
    await typeInto(dialog, 'Nickname', 'LuckyJuan');
    await userEvent.click(dialog.getByRole('button', { name: 'Save nickname' }));
    await expect(await dialog.findByText(/nickname is taken/)).toBeVisible();
  },
};

export const SetFundPassword: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Set fund password', 'Set fund password');
    await expect(dialog.getByLabelText('New fund password')).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const FundPasswordSameAsLogin: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Set fund password', 'Set fund password');
    await typeInto(dialog, 'New fund password', 'Passw0rd!');
    await typeInto(dialog, 'Confirm the new fund password', 'Passw0rd!');
    await userEvent.click(dialog.getByRole('button', { name: 'Set fund password' }));
    await expect(await dialog.findByText(/same as your login password/)).toBeVisible();
  },
};

export const ChangeFundPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change fund password', 'Change fund password');
    await expect(dialog.getByLabelText('Current fund password')).toHaveAttribute('autocomplete', 'off');
  },
};

export const WrongOldFundPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change fund password', 'Change fund password');
    await typeInto(dialog, 'Current fund password', '000000');
    await typeInto(dialog, 'New fund password', '135791');
    await typeInto(dialog, 'Confirm the new fund password', '135791');
    await userEvent.click(dialog.getByRole('button', { name: 'Change fund password' }));
    await expect(await dialog.findByText(/current fund password is wrong/)).toBeVisible();
  },
};

/** A failure that is no one field's: the message and a Retry. */
export const FundPasswordFailed: Story = {
  beforeEach: () => forceError('POST /wps/member/paymentPassword', { code: 'unknown_error', message: 'The service is busy.' }),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change fund password', 'Change fund password');
    await typeInto(dialog, 'Current fund password', '246802');
    await typeInto(dialog, 'New fund password', '135791');
    await typeInto(dialog, 'Confirm the new fund password', '135791');
    await userEvent.click(dialog.getByRole('button', { name: 'Change fund password' }));
    await expect(await dialog.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The code is sent: the resend button counts down, disabled. */
export const BindMobileCodeSent: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change mobile number', 'Bind mobile number');
    await typeInto(dialog, 'Mobile number', '9175550123');
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(await dialog.findByRole('button', { name: /Resend in/ })).toBeDisabled();
  },
};

export const MobileTaken: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change mobile number', 'Bind mobile number');
    await typeInto(dialog, 'Mobile number', '9171234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(await dialog.findByText(/already bound to another account/)).toBeVisible();
  },
};

export const SmsCodeWrong: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change mobile number', 'Bind mobile number');
    await typeInto(dialog, 'Mobile number', '9175550123');
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await dialog.findByRole('button', { name: /Resend in/ });
    const sent = lastSms('9175550123')?.code ?? '000000';
    await typeInto(dialog, 'Sms code', sent === '000000' ? '111111' : '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Bind mobile number' }));
    await expect(await dialog.findByText(/sms code is wrong/)).toBeVisible();
  },
};

export const SmsCodeExpired: Story = {
  parameters: { account: 'member02' },
  beforeEach: () => forceError('PUT /wps/member/mobile', { code: 'phone_code_expired' }),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change mobile number', 'Bind mobile number');
    await typeInto(dialog, 'Mobile number', '9175550123');
    await typeInto(dialog, 'Sms code', '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Bind mobile number' }));
    await expect(await dialog.findByText(/has expired/)).toBeVisible();
  },
};

export const BindEmail: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Change email', 'Bind email');
  },
};

export const EmailFormat: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change email', 'Bind email');
    await typeInto(dialog, 'Email', 'maria@example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save email' }));
    await expect(dialog.getByText(/Enter a valid email address/)).toBeVisible();
  },
};

export const SecurityQuestions: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Set security questions', 'Set security questions');
    await expect(await dialog.findByRole('combobox', { name: 'Question 1' })).toBeVisible();
  },
};
