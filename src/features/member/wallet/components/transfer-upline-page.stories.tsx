import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../story-support';
import { TransferUplinePage } from './transfer-upline-page';

const meta = {
  title: 'Member/Wallet/Transfer to upline',
  component: TransferUplinePage,
  decorators: memberPageFrame('Transfer to upline', 560),
  beforeEach: signInFresh,
  parameters: { account: 'member01' },
} satisfies Meta<typeof TransferUplinePage>;
export default meta;

type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password = '246802', amount = '100') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.type(canvas.getByLabelText('Fund password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
}

async function confirm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I have checked the upline and the amount.' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
}

/** member01 (agent01's downline): the upline, the main wallet, amount and fund password. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('agent01')).toBeVisible();
  },
};

/** Nothing filled in and Next pressed: the messages under the fields. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Enter your fund password.')).toBeVisible();
  },
};

/** The confirmation: upline, amount, balance after; Transfer waits for the consent. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Transfer' })).toBeDisabled();
  },
};

/** A wrong fund password: back on the form with the amount kept. */
export const WrongFundPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '111111');
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByText('The fund password is wrong. Enter it again.')).toBeVisible();
  },
};

/** Done: the platform's success text. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByText(/The transfer is successful/)).toBeVisible();
  },
};

/** No fund password yet: where to set one. */
export const NoFundPassword: Story = {
  play: async ({ canvasElement }) => {
    forceError('PUT /wps/agent/transferUpline', { code: 'not.exists.payment.password' });
    await fill(canvasElement, '123456');
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: 'Go to the security centre' })).toBeVisible();
  },
};

/** The call failed (result unknown): the message and Retry. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    forceError('PUT /wps/agent/transferUpline', { code: 'unknown_error', message: 'The service is busy.' });
    await fill(canvasElement);
    await confirm(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** member02 has no upline: a plain message. */
export const NoUpline: Story = {
  parameters: { account: 'member02' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You have no upline/)).toBeVisible();
  },
};

/** The upline and balance failed to load: the message and Retry. */
export const LoadFailed: Story = {
  beforeEach: () => forceError('GET /wps/agent/upline', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
