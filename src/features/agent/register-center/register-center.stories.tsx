import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { agentPageFrame, signInAgent } from '../story-support';
import { RegisterCenter } from './register-center';

const PAGE = '/agentHome/registerCenter';

const meta = {
  title: 'Agent centre/Open account',
  component: RegisterCenter,
  decorators: agentPageFrame('registerCenter'),
  beforeEach: signInAgent('agent01'),
  parameters: { route: PAGE },
} satisfies Meta<typeof RegisterCenter>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The register popup's fields and rules, and the account types a type-1 agent may open. */
export const OpenAccountForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const types = await canvas.findByRole('group', { name: 'Account type' });
    await expect(within(types).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toBeVisible();
  },
};

/** Submitted: the new account's details, shown once, each with a copy button. */
export const AccountOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Open account' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Username/ }), 'storyagent1');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(canvas.getByRole('radio', { name: 'Agent (type 2)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Open account' }));
    await expect(await canvas.findByRole('heading', { name: 'Account storyagent1 is open' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Password' })).toBeVisible();
  },
};

/** The username is taken: the register popup's own text, and what was typed stays. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Open account' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Username/ }), 'agent01m1');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Open account' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('This username is already taken');
  },
};

/** A type-41 agent opens members only. */
export const MembersOnlyAgent41: Story = {
  beforeEach: signInAgent('agent41'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Open account' });
    await expect(canvas.queryByRole('group', { name: 'Account type' })).toBeNull();
  },
};

/** The registration rules failed to load: what happened and Retry. */
export const RulesError: Story = {
  beforeEach: () => {
    sessionStorage.removeItem('swr:session:register-settings');
    forceError('GET /wps/system/setting/register', { code: 'unknown_error' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** agent01's links: a member link with six registrations and an agent link that never expires. */
export const ReferralLinks: Story = {
  parameters: { route: `${PAGE}?tab=links` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your referral links' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The create dialog: link type, expiry, and a rate per product up to the agent's own; a rate above it is refused. */
export const CreateLinkRateTooHigh: Story = {
  parameters: { route: `${PAGE}?tab=links` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create link' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Create a referral link' });
    await userEvent.type(await within(dialog).findByLabelText('Slots (%)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await expect(await within(dialog).findByText('At most 1.2%')).toBeVisible();
  },
};

/** A link's QR code, ready to download as PNG. */
export const QrCode: Story = {
  parameters: { route: `${PAGE}?tab=links` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your referral links' });
    await userEvent.click(canvas.getAllByRole('button', { name: /^QR code of link/ })[0]!);
    const dialog = within(document.body).getByRole('dialog', { name: /^QR code of link/ });
    await expect(await within(dialog).findByRole('img')).toBeVisible();
  },
};

/** Deleting asks first and says what happens to the accounts already registered. */
export const DeleteConfirmation: Story = {
  parameters: { route: `${PAGE}?tab=links` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your referral links' });
    await userEvent.click(canvas.getAllByRole('button', { name: /^Delete link/ })[0]!);
    await expect(within(document.body).getByRole('dialog', { name: /^Delete link .+\?$/ })).toHaveTextContent('The 6 accounts');
  },
};

/** agent02 has no links yet. */
export const NoLinks: Story = {
  beforeEach: signInAgent('agent02'),
  parameters: { route: `${PAGE}?tab=links` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no referral links yet.')).toBeVisible();
  },
};

/** Links failed to load: Retry. */
export const LinksError: Story = {
  parameters: { route: `${PAGE}?tab=links` },
  beforeEach: () => forceError('GET /wps/relay/MCSFE_viewAffiliateUrls', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Accounts registered through the links, newest first. */
export const RegisteredMembers: Story = {
  parameters: { route: `${PAGE}?tab=members` },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
  },
};

/** Phones: the registered accounts as cards. */
export const RegisteredMembersPhone: Story = {
  parameters: { route: `${PAGE}?tab=members`, viewport: { defaultViewport: 'mobile1' } },
  decorators: agentPageFrame('registerCenter', 380),
};

/** Golden Lotus, dark theme, in Tagalog: the links. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  parameters: { route: `${PAGE}?tab=links` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Ang iyong mga referral link' })).toBeVisible();
  },
};
