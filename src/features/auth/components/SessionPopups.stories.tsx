import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LogoutConfirmPopup } from './LogoutConfirmPopup';
import { NeedTrueAccountPopup } from './NeedTrueAccountPopup';
import { withAuthFrame } from './story-frame';

const meta = {
  title: 'Auth/Session dialogs',
  component: LogoutConfirmPopup,
  decorators: [withAuthFrame],
  args: { onClose: fn() },
  parameters: { member: { id: 10001, account: 'member01', type: 0 } },
} satisfies Meta<typeof LogoutConfirmPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Sign-out confirmation (in_sure_logout). */
export const LogoutConfirm: Story = {};

/** A trial account tried a real-account action (in_need_true_account). */
export const NeedTrueAccount: Story = {
  parameters: { member: { id: 10004, account: 'trial01', type: 4 } },
  render: (args) => <NeedTrueAccountPopup onClose={args.onClose} />,
};
