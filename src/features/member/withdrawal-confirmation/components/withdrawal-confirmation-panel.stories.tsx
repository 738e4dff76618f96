import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api';
import { advanceClock, forceError, resetStore } from '../../../../../sandbox/store';
import { signInAsAccount, withMemberFrame, type StoryAccount } from '../../story-support';
import { WithdrawalConfirmationPanel } from './withdrawal-confirmation-panel';

const ANSWER_CALL = 'POST /wps/relay/MCSFE_processC2CTransaction';
const CONSENT = 'I have checked my account and my answer is correct.';

/**
 * Stories start from the seeded sandbox (payout01 has one payout waiting for 30 minutes), then apply
 * `parameters.setup` (move the clock, force a refusal) and sign in.
 */
async function prepare(context: { parameters: Record<string, unknown> }) {
  resetStore();
  (context.parameters.setup as (() => void) | undefined)?.();
  await signInAsAccount(context);
}

const meta = {
  title: 'Member/Withdrawal confirmation',
  component: WithdrawalConfirmationPanel,
  decorators: [
    withMemberFrame,
    (Story) => (
      <main style={{ padding: '1rem', maxWidth: '40rem' }}>
        <h1>Withdraw</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach: prepare,
  parameters: { account: 'payout01' satisfies StoryAccount },
} satisfies Meta<typeof WithdrawalConfirmationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvas = (element: HTMLElement) => within(element);

async function choose(element: HTMLElement, answer: string) {
  await userEvent.click(await canvas(element).findByRole('button', { name: answer }));
}

async function toConfirmation(element: HTMLElement, answer = 'Received') {
  await choose(element, answer);
  await userEvent.click(await canvas(element).findByRole('checkbox', { name: CONSENT }));
}

/** A payout waiting for the member's answer: the disbursed text, the server's minutes, a live countdown, the answers. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByRole('timer', { name: 'Time left to answer' })).toBeVisible();
    await expect(canvas(canvasElement).getByRole('group', { name: 'Your answer' })).toBeVisible();
  },
};

/** Nothing waits for an answer. */
export const Empty: Story = {
  parameters: { account: 'member01' },
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText('No payouts are waiting for your answer.')).toBeVisible();
  },
};

/** The minutes passed without an answer: it counts as received and the deposit is not refunded. */
export const ForcedReceipt: Story = {
  parameters: { setup: () => advanceClock(31) },
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText(/forcibly received/)).toBeVisible();
  },
};

/** The list could not be loaded: the message and Retry. */
export const ListFailed: Story = {
  parameters: { setup: () => forceError('GET /wps/relay/MCSFE_getPaymentConfirmationList', { code: 'system.error' }) },
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Partly received: the received amount, the remaining amount computed as it is typed, optional proof. */
export const PartlyReceived: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Partly received');
    await userEvent.type(await canvas(canvasElement).findByRole('textbox', { name: 'Received amount' }), '400.50');
    await expect(canvas(canvasElement).getByText('Remaining amount', { exact: false })).toHaveTextContent('599.50');
  },
};

/** A received amount that is not less than the payout is refused under the field; the text stays. */
export const AmountRefused: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Partly received');
    const amount = await canvas(canvasElement).findByRole('textbox', { name: 'Received amount' });
    await userEvent.type(amount, '1000');
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(amount).toHaveAccessibleDescription(/Enter less than the payout/);
  },
};

/** Not received: proof images are required (png or jpg, at most 5MB, at most 3); Next without one is refused. */
export const ProofRequired: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Not received (upload proof)');
    await userEvent.click(await canvas(canvasElement).findByRole('button', { name: 'Next' }));
    await expect(canvas(canvasElement).getByText('Upload at least one proof image before you continue.')).toBeVisible();
  },
};

/** The confirmation step: the answer to check, a warning, Confirm enabled by the consent. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    await toConfirmation(canvasElement);
    await expect(canvas(canvasElement).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** The answer is out: Confirm and Back are disabled, a spinner shows. */
export const Submitting: Story = {
  args: { sendAnswer: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await toConfirmation(canvasElement);
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas(canvasElement).findByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Partly received was taken: what arrived and what remains. */
export const DonePartly: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Partly received');
    await userEvent.type(await canvas(canvasElement).findByRole('textbox', { name: 'Received amount' }), '250');
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas(canvasElement).findByRole('checkbox', { name: CONSENT }));
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas(canvasElement).findByText(/marked as partly received/)).toBeVisible();
  },
};

/** The connection failed, so the outcome is unknown: Retry (an answer that arrived is not taken twice). */
export const NetworkFailure: Story = {
  args: { sendAnswer: () => Promise.reject(new ApiError('network', 'Failed to fetch')) },
  play: async ({ canvasElement }) => {
    await toConfirmation(canvasElement);
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** c2c.already.processed: answered elsewhere; nothing more to do. */
export const AlreadyAnswered: Story = {
  parameters: { setup: () => forceError(ANSWER_CALL, { code: 'c2c.already.processed' }) },
  play: async ({ canvasElement }) => {
    await toConfirmation(canvasElement);
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas(canvasElement).findByRole('alert')).toHaveTextContent(/already been answered/);
  },
};

/** c2c.confirm.expired: the time ran out while answering; the forced-receipt message. */
export const DeadlinePassed: Story = {
  parameters: { setup: () => forceError(ANSWER_CALL, { code: 'c2c.confirm.expired' }) },
  play: async ({ canvasElement }) => {
    await toConfirmation(canvasElement);
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas(canvasElement).findByRole('alert')).toHaveTextContent(/forcibly received/);
  },
};

/** c2c.transaction.not.found: the payout is no longer waiting. */
export const NotFound: Story = {
  parameters: { setup: () => forceError(ANSWER_CALL, { code: 'c2c.transaction.not.found' }) },
  play: async ({ canvasElement }) => {
    await toConfirmation(canvasElement);
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas(canvasElement).findByRole('alert')).toHaveTextContent(/no longer waiting/);
  },
};

/** A server refusal of the proof (c2c.proof.too.large) shows under the upload field. */
export const ProofRefusedByServer: Story = {
  parameters: { setup: () => forceError(ANSWER_CALL, { code: 'c2c.proof.too.large' }) },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Partly received');
    await userEvent.type(await canvas(canvasElement).findByRole('textbox', { name: 'Received amount' }), '100');
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas(canvasElement).findByRole('checkbox', { name: CONSENT }));
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas(canvasElement).findByText(/larger than 5MB/)).toBeVisible();
  },
};
