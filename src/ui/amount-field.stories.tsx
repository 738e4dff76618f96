import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AmountField, type AmountFieldProps } from './amount-field';

/** The caller owns the text, as money pages do. */
function Controlled(props: Omit<AmountFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 420, padding: 16 }}>
      <AmountField {...rest} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'UI/AmountField',
  component: Controlled,
  args: { label: 'Withdrawal amount', rules: { min: 10000, max: 5000000 } },
} satisfies Meta<typeof Controlled>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, with the min–max hint in the brand's currency. */
export const Default: Story = {};

/** Quick amounts and All (the lesser of balance and maximum). */
export const QuickAmounts: Story = {
  args: { quickAmounts: [50000, 100000, 500000, 1000000], available: 1234556 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quick = canvas.getAllByRole('button')[0]!;
    await userEvent.click(quick);
    await expect(quick).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Below the minimum after leaving the field: the error under it, the text kept. */
export const BelowMinimum: Story = {
  args: { initial: '50' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('50');
  },
};

/** A refusal handed in by the caller (submit or platform), e.g. above the maximum. */
export const AboveMaximum: Story = { args: { initial: '60,000', error: 'amount_above_max' } };

/** Not a number. */
export const Invalid: Story = { args: { initial: '1e3', error: 'amount_invalid' } };

/** Whole amounts only (no cents). */
export const WholeAmountsOnly: Story = {
  args: { rules: { min: 10000, max: 5000000, allowDecimal: false }, initial: '150.50', error: 'amount_whole_number' },
};

/** Disabled while a step is sending. */
export const Disabled: Story = { args: { disabled: true, initial: '1500', quickAmounts: [50000, 100000], available: 300000 } };
