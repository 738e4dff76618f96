import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { setWithdrawSettings } from '../../../../../sandbox/operations/withdraw';
import { memberPageFrame, signInFresh } from '../../story-support';
import { WithdrawPage } from './withdraw-page';

const meta = {
  title: 'Member/Withdraw/Page',
  component: WithdrawPage,
  decorators: memberPageFrame('Withdraw', 720),
  beforeEach: signInFresh,
  parameters: { account: 'member01' },
} satisfies Meta<typeof WithdrawPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01 against the sandbox: the withdrawal form. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Withdrawal amount' })).toBeVisible();
  },
};

/** member02 has no card: the withdrawal asks to add one. */
export const NoCardYet: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Add a bank card or e-wallet first/)).toBeVisible();
  },
};

/** The bank cards: masked, with the count against the limit. */
export const BankCards: Story = {
  args: { initialTab: 'cards' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('**** 4821')).toBeVisible();
  },
};

/** member02's first card: payee to type, and the fund password set with its confirmation. */
export const AddFirstCard: Story = {
  args: { initialTab: 'cards' },
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a card' }));
    await expect(canvas.getByLabelText('Confirm fund password')).toBeVisible();
  },
};

/** A later card: the bound payee masked and read-only, the fund password once. */
export const AddAnotherCard: Story = {
  args: { initialTab: 'cards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a card' }));
    await expect(canvas.getByRole('textbox', { name: 'Account holder name' })).toHaveAttribute('readonly');
  },
};

/** At the card limit: no Add button. */
export const CardLimit: Story = {
  args: { initialTab: 'cards' },
  beforeEach: () => setWithdrawSettings({ maxCardCount: 1 }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/the most cards allowed/)).toBeVisible();
  },
};

/** Deleting a card asks for the fund password. */
export const DeleteCard: Story = {
  args: { initialTab: 'cards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete BDO Unibank **** 4821' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Delete card' })).toBeVisible();
  },
};

/** payout01: the payouts to confirm, with the red count on the tab. */
export const PayoutsToConfirm: Story = {
  args: { initialTab: 'payouts' },
  parameters: { account: 'payout01' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('1 waiting')).toBeVisible();
  },
};
