import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChangePasswordPopup } from './ChangePasswordPopup';
import { withAuthFrame } from './story-frame';

const meta = {
  title: 'Auth/Change password popup',
  component: ChangePasswordPopup,
  decorators: [withAuthFrame],
  args: { onClose: fn() },
  parameters: { member: { id: 10001, account: 'member01', type: 0 } },
} satisfies Meta<typeof ChangePasswordPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** From the member menu. */
export const Normal: Story = {};

/** After signing in with the default or an expired password: no way out but changing it or signing out. */
export const Forced: Story = { args: { forced: true } };
