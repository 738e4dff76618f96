import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmStep } from './confirm-step';

const meta = {
  title: 'UI/ConfirmStep',
  component: ConfirmStep,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    heading: 'Confirm withdrawal',
    rows: [
      { label: 'Amount', value: '₱1,500.00' },
      { label: 'Fee', value: '₱0.00' },
      { label: 'Bank account', value: 'BDO Unibank •••• 4321' },
      { label: 'Account name', value: 'Juan Dela Cruz' },
    ],
    consentLabel: 'I have checked the details and want to withdraw',
    onConfirm: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ConfirmStep>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Before consent: Confirm disabled. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.dblClick(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** With warnings to read before confirming. */
export const WithWarnings: Story = {
  args: {
    warnings: [
      'A withdrawal cannot be cancelled once submitted.',
      'Your remaining turnover of ₱2,000.00 must be met before the next withdrawal.',
    ],
  },
};

/** Sending: Confirm and Back disabled, spinner shown. */
export const Busy: Story = { args: { busy: true } };

/** Back after a platform refusal, ready for another try. */
export const WithError: Story = { args: { error: 'Insufficient balance. Refresh your balance and try again.' } };
