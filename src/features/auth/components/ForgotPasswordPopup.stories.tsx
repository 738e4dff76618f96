import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordPopup } from './ForgotPasswordPopup';
import { withAuthFrame } from './story-frame';

const meta = {
  title: 'Auth/Forgot password popup',
  component: ForgotPasswordPopup,
  decorators: [withAuthFrame],
  args: { onClose: fn() },
} satisfies Meta<typeof ForgotPasswordPopup>;
export default meta;

type Story = StoryObj<typeof meta>;
const page = () => within(document.body);

/** E-mail only (CHNGPASSVERIF3 off). */
export const Email: Story = {};

/** Mobile by default with the selector (CHNGPASSVERIF3 on). */
export const Mobile: Story = { globals: { brand: 'goldenlotus' } };

/** The e-mail tab of the selector. */
export const EmailTab: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: 'Email' }));
    await expect(page().getByLabelText(/^Username/, { selector: 'input' })).toBeVisible();
  },
};

/** The e-mail was sent: the confirmation. */
export const EmailSent: Story = {
  play: async () => {
    await userEvent.type(await page().findByLabelText(/^Username/, { selector: 'input' }), 'member01');
    await userEvent.type(page().getByLabelText(/^Email/, { selector: 'input' }), 'member01@example.com');
    await userEvent.click(page().getByRole('button', { name: 'Send' }));
    await expect(await page().findByRole('dialog', { name: 'Check your email' })).toBeVisible();
  },
};

/** Unknown username or e-mail: the server's message, nothing typed lost. */
export const UnknownAccount: Story = {
  play: async () => {
    await userEvent.type(await page().findByLabelText(/^Username/, { selector: 'input' }), 'member01');
    await userEvent.type(page().getByLabelText(/^Email/, { selector: 'input' }), 'nobody@example.com');
    await userEvent.click(page().getByRole('button', { name: 'Send' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Username or email does not exist');
  },
};
