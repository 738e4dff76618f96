import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { signInAsAccount, withMemberFrame } from '../../story-support';
import { storyAmountContext, storyContext, storyData } from './story-fixtures';
import { WithdrawStateView } from './withdraw-flow';
import './withdraw.css';

const meta = {
  title: 'Member/Withdraw/States',
  component: WithdrawStateView,
  decorators: [
    withMemberFrame,
    (Story) => (
      <div className="withdraw" style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: signInAsAccount,
  args: {
    state: 'input',
    context: storyContext,
    send: fn(),
    singleWallet: false,
    noPassword: false,
    onAddCard: fn(),
    securityCentreHref: '/member/securityCenter',
  },
} satisfies Meta<typeof WithdrawStateView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Loading the settings, cards and balance. */
export const Loading: Story = { args: { state: 'loading' } };

/** The settings call failed: the message and Retry. */
export const LoadFailed: Story = {
  args: { state: 'loadFailed', context: { ...storyContext, data: null, failure: { code: 'network_link_abnormal', message: 'network_link_abnormal', unknownOutcome: true } } },
};

/** Withdrawals switched off by the merchant, with its own words. */
export const Closed: Story = {
  args: { state: 'closed', context: { ...storyContext, data: { ...storyData, settings: { ...storyData.settings, allowWithdraw: false, allowWithdrawMsg: 'Withdrawals pause for the monthly audit until 6 PM.' } } } },
};

/** Outside the withdrawal hours. */
export const OutsideHours: Story = {
  args: { state: 'outsideWindow', context: { ...storyContext, data: { ...storyData, settings: { ...storyData.settings, withdrawDateFrom: '09:00', withdrawDateTo: '21:00' } } } },
};

/** No card yet: the way to add one. */
export const NoCard: Story = { args: { state: 'noCard' } };

/** The form: precaution note (its script stripped), balances, cards (one inactive), amount with quick amounts and All. */
export const Input: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /GCash/ })).toBeDisabled();
    await expect(canvasElement.querySelector('img[onerror]')).toBeNull();
  },
};

/** An amount above what is available: the message under the field, the text kept. */
export const AmountAboveAvailable: Story = {
  args: { context: { ...storyContext, amountText: '1600', amountError: 'withdraw_amount_above_available' } },
};

/** An amount below the minimum. */
export const AmountBelowMinimum: Story = {
  args: { context: { ...storyContext, amountText: '50', amountError: 'amount_below_min' } },
};

/** No card chosen. */
export const NoCardChosen: Story = {
  args: { context: { ...storyContext, cardId: null, amountText: '500', cardError: 'withdraw_card_required' } },
};

/** A single-wallet brand whose recall before the form failed: the notice and Recall balance. */
export const SingleWalletRecallFailed: Story = {
  args: { singleWallet: true, context: { ...storyContext, data: { ...storyData, recallFailed: true } } },
};

/** Fund password only (below the sms amount). */
export const VerificationPassword: Story = { args: { state: 'verification', context: { ...storyAmountContext, amount: 50_000, amountText: '500' } } };

/** Sms code and fund password, both refused before sending. */
export const VerificationSmsAndPasswordErrors: Story = {
  args: { state: 'verification', context: { ...storyAmountContext, smsError: 'withdraw_sms_required', passwordError: 'withdraw_password_short' } },
};

/** The platform said the fund password is wrong: the form kept, the password emptied. */
export const WrongFundPassword: Story = {
  args: { state: 'verification', context: { ...storyAmountContext, passwordError: 'withdraw_error_wrong_password' } },
};

/** The confirmation: masked card, amount, fee and amount received; Confirm waits for the consent. */
export const Confirmation: Story = {
  args: { state: 'confirmation', context: storyAmountContext },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** Sending: everything disabled. */
export const Submitting: Story = { args: { state: 'submitting', context: storyAmountContext } };

/** Submitted with its reference. */
export const Submitted: Story = {
  args: { state: 'submitted', context: { ...storyAmountContext, result: { withdrawalId: 'W100010001', amount: 100_000, fee: 1500, receivedAmount: 98_500 } } },
};

/** The connection dropped: no second submit, only a fresh start after checking. */
export const OutcomeUnknown: Story = { args: { state: 'outcomeUnknown', context: storyAmountContext } };

/** A refusal without its own screen: the message, Back and Retry. */
export const Failed: Story = {
  args: { state: 'failed', context: { ...storyAmountContext, failure: { code: 'withdraw.not.allowed', message: 'withdraw.not.allowed', unknownOutcome: false } } },
};

/** No fund password yet: set one, then back to the withdrawal. */
export const NeedsFundPassword: Story = { args: { state: 'needsFundPassword', context: storyAmountContext } };

/** Missing profile information, each a link to the security centre. */
export const MemberInfoIncomplete: Story = {
  args: {
    state: 'memberInfoIncomplete',
    context: { ...storyAmountContext, failure: { code: 'required_member_information_incomplete', message: 'required_member_information_incomplete', unknownOutcome: false,
      value: { data: ['required_nickname', 'required_email_add', 'required_mobile_no'] } } },
  },
};

/** Turnover not reached: totals and the table by game type (turnover01's, from the sandbox). */
export const TurnoverNotMet: Story = {
  parameters: { account: 'turnover01' },
  args: {
    state: 'turnoverNotMet',
    context: { ...storyAmountContext, failure: { code: 'withdraw_turnover_not_enough', message: 'withdraw_turnover_not_enough', unknownOutcome: false,
      value: { data: { requiredTurnover: 7000, actualTurnover: 3250.5 } } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Turnover by game type' })).toBeVisible();
  },
};

/** The required deposit is not reached. */
export const DepositRequired: Story = { args: { state: 'depositRequired', context: storyAmountContext } };

/** A promotion's turnover is not reached. */
export const PromotionTurnover: Story = { args: { state: 'promotionTurnover', context: storyAmountContext } };

/** The chosen card is frozen. */
export const CardFrozen: Story = { args: { state: 'cardFrozen', context: storyAmountContext } };
