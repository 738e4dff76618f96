import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { signInFresh, withMemberFrame } from '../story-support';
import { SetFundPasswordForm } from './set-fund-password-form';

/** The fund password form the withdraw page shows after `not.exists.payment.password`. */
const meta = {
  title: 'Member/Security centre/Set fund password form',
  component: SetFundPasswordForm,
  decorators: [withMemberFrame],
  beforeEach: signInFresh,
  args: { onDone: fn(), onCancel: fn() },
  parameters: { account: 'member02' },
} satisfies Meta<typeof SetFundPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Confirm the new fund password')).toHaveAttribute('type', 'password');
  },
};

/** Without a way back (no onCancel). */
export const WithoutCancel: Story = { args: { onCancel: undefined } };
