import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { setWalletAllowDecimal, setWalletMaintenance } from '../../../../../sandbox/operations/wallet';
import { findMember, forceError } from '../../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../story-support';
import { WalletPage } from './wallet-page';

const meta = {
  title: 'Member/Wallet/Page',
  component: WalletPage,
  decorators: memberPageFrame('Wallet', 760),
  beforeEach: signInFresh,
  parameters: { account: 'member01' },
} satisfies Meta<typeof WalletPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const load = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { name: 'Main wallet' });

/** member01: the main wallet, one game wallet holding money, the others empty, the transfer form. */
export const Wallets: Story = {
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Recall all to main wallet' })).toBeEnabled();
  },
};

/** Every game wallet holds money (the list with amounts everywhere). */
export const EveryWalletFunded: Story = {
  beforeEach: () => {
    const member = findMember('member01');
    for (const [id, amount] of [[12, 1200], [13, 88.8], [14, 45210.35]] as const) member?.balances.set(id, amount);
  },
  play: async ({ canvasElement }) => {
    await load(canvasElement);
  },
};

/** Nothing in the game wallets: Recall all and each Recall are disabled. */
export const NothingToRecall: Story = {
  beforeEach: () => {
    findMember('member01')?.balances.set(11, 0);
  },
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
  },
};

/** A vendor wallet under maintenance: a badge, its actions disabled, not choosable in the form. */
export const VendorMaintenance: Story = {
  beforeEach: () => setWalletMaintenance(13, true),
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    await expect(within(canvasElement).getByText('Under maintenance')).toBeVisible();
  },
};

/** An amount above the source: refused under the field, the typed text kept. */
export const AmountAboveSource: Story = {
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '99999');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('99999');
    await expect(canvas.getByText(/The source wallet holds only/)).toBeVisible();
  },
};

/** The merchant allows whole amounts only: cents are refused under the field. */
export const WholeAmountsOnly: Story = {
  beforeEach: () => setWalletAllowDecimal(false),
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '10.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText('Enter a whole amount without decimals')).toBeVisible();
  },
};

/** A transfer that went through: the toast and the new balances. */
export const Transferred: Story = {
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await within(document.body).findByText(/moved from Main wallet to JILI Games/)).toBeInTheDocument();
  },
};

/** The platform refused: the vendor's wallet went into maintenance meanwhile. */
export const TransferRefused: Story = {
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    const canvas = within(canvasElement);
    forceError('POST /wps/relay/GCS_walletTransfer', { code: 'wallet.maintenance', value: { accountTypeId: 11 } });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await within(document.body).findByText(/is under maintenance/)).toBeInTheDocument();
  },
};

/** Everything recalled to the main wallet. */
export const RecalledAll: Story = {
  play: async ({ canvasElement }) => {
    await load(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recall all to main wallet' }));
    await expect(await within(document.body).findByText(/Every game wallet was returned/)).toBeInTheDocument();
  },
};

/** The balances failed to load: the message and Retry. */
export const LoadFailed: Story = {
  beforeEach: () => forceError('GET /wps/v2/wallets/balance', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
