import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DepositForm } from './deposit-form';
import { DepositTutorial } from './deposit-tutorial';
import { storyContext } from './story-fixtures';
import './deposit.css';

const meta = {
  title: 'Member/Deposit/Form',
  component: DepositForm,
  args: { context: storyContext, busy: false, send: fn() },
  decorators: [
    (Story) => (
      <div className="deposit" style={{ maxWidth: 640, padding: 16 }}>
        <Story />
        <DepositTutorial />
      </div>
    ),
  ],
} satisfies Meta<typeof DepositForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As it opens: method tiles, the first method's channels (one under maintenance), amount with min–max and quick amounts, promotions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /ShopeePay QR/ })).toBeDisabled();
  },
};

/** An amount below the channel's minimum: the message under the field, the text kept. */
export const AmountOutOfRange: Story = {
  args: { context: { ...storyContext, amountText: '50', amountError: 'amount_below_min' } },
};

/** The server refused the amount for this channel. */
export const ServerRangeRefusal: Story = {
  args: { context: { ...storyContext, amountText: '60000', amountError: 'deposit_amount_out_of_range' } },
};

/** A promotion chosen. */
export const WithPromotion: Story = {
  args: { context: { ...storyContext, amountText: '1000', promotion: storyContext.options!.promotions[2]! } },
};

/** The promotion was refused by the server (already applied). */
export const PromotionRefused: Story = {
  args: { context: { ...storyContext, amountText: '1000', promotion: storyContext.options!.promotions[0]!, promotionError: 'This reward was already applied.' } },
};

/** Manual transfer: the bank to transfer to and the payer's name (missing). */
export const ManualTransfer: Story = {
  args: {
    context: { ...storyContext, methodCode: 'PGMT', channelKey: '521:PHBANKMT', bankCode: 'BPI', amountText: '1500', payeeError: 'deposit_payee_required' },
  },
};

/** A channel the server called unavailable during this visit. */
export const ChannelMarkedUnavailable: Story = {
  args: { context: { ...storyContext, channelKey: '502:MAYAPAY', bankCode: 'MAYAPAY', unavailable: ['501:GCASHQR'] } },
};

/** While the deposit is being sent: everything disabled, no second submit. */
export const Submitting: Story = {
  args: { busy: true, context: { ...storyContext, amountText: '500' } },
};

/** No payment method offered. */
export const NoMethods: Story = {
  args: { context: { ...storyContext, options: { ...storyContext.options!, methods: [] }, methodCode: null, channelKey: null } },
};
