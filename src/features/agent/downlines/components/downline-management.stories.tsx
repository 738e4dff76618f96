import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forceError } from '../../../../../sandbox/store';
import { agentPageFrame, signInAgent } from '../../story-support';
import { DownlineManagement } from './downline-management';

const PAGE = '/agentHome/downlineManagmentView';
const SLOW = { timeout: 30_000 };

const settled = async (canvas: ReturnType<typeof within>) => {
  const table = await canvas.findByRole('table', undefined, SLOW);
  // axe reads the settled table (rows dim while the next page loads).
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), SLOW);
  return table;
};

const meta = {
  title: 'Agent centre/Downline management',
  component: DownlineManagement,
  decorators: agentPageFrame('downlineManagmentView', 1200),
  beforeEach: signInAgent('agent01'),
  args: { layout: 'table' },
  parameters: { route: PAGE },
} satisfies Meta<typeof DownlineManagement>;
export default meta;

type Story = StoryObj<typeof meta>;

/** agent01's direct downlines (68), newest first, 20 a page, with transfer, promote, bets and transactions. */
export const DirectDownlines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await expect(canvas.getByRole('columnheader', { name: /Registered/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await canvas.findAllByRole('button', { name: /^Promote/ }, SLOW);
  },
};

/** Sorted by balance, highest first (a click on the header; kept in the address). */
export const SortedByBalance: Story = {
  parameters: { route: `${PAGE}?sort=balance&order=desc` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await expect(canvas.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** agent01's whole team (500+ over three levels), 20 a page, with a Level column. */
export const WholeTeam: Story = {
  parameters: { route: `${PAGE}?scope=all` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await expect(canvas.getByRole('columnheader', { name: 'Level' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Whole team' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Two levels down (agent01 › agent01sub › agent01subx), with the breadcrumb back up. */
export const TwoLevelsDown: Story = {
  parameters: { route: `${PAGE}?parent=agent01subx` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    const crumbs = canvas.getByRole('navigation', { name: 'Downline levels' });
    await expect(within(crumbs).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A search nobody matches: the empty state with Reset. */
export const NoMatch: Story = {
  parameters: { route: `${PAGE}?search=nobody` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No downlines match these filters.', undefined, SLOW)).toBeVisible();
  },
};

/** Transfer to a downline: the form filled, then the money confirmation step. */
export const TransferConfirmation: Story = {
  parameters: { route: `${PAGE}?search=agent01m2&type=member` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer (agent01m2)' }, SLOW));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Transfer to agent01m2' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Amount' }, SLOW), '100');
    await userEvent.type(dialog.getByLabelText('Fund password'), '246802');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await dialog.findByRole('heading', { name: 'Confirm transfer to downline' })).toBeVisible();
  },
};

/** Transfer to a downline: the fund password refused, asked for again with the amount kept. */
export const TransferWrongPassword: Story = {
  parameters: { route: `${PAGE}?search=agent01m2&type=member` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer (agent01m2)' }, SLOW));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Transfer to agent01m2' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Amount' }, SLOW), '100');
    await userEvent.type(dialog.getByLabelText('Fund password'), '111111');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I have checked the downline and the amount.' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(dialog.getByLabelText('Fund password')).toHaveAccessibleDescription('The fund password is wrong. Enter it again.'), SLOW);
  },
};

/** Promote a direct member downline: what it means, before it happens. */
export const PromoteDialog: Story = {
  parameters: { route: `${PAGE}?search=agent01m3` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Promote (agent01m3)' }, SLOW));
    await expect(await within(document.body).findByRole('dialog', { name: 'Promote agent01m3 to agent' })).toBeVisible();
  },
};

/** agent41 (type 41): its members listed, no transfer or promotion (its type may do neither). */
export const Agent41NoMoneyActions: Story = {
  beforeEach: signInAgent('agent41'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await canvas.findAllByRole('link', { name: /^Bets/ }, SLOW);
    await expect(canvas.queryByRole('button', { name: /^Transfer|^Promote/ })).toBeNull();
  },
};

/** Phones: a card per downline in a virtualised list, more as it scrolls; the sort is a select. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Downlines: results' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0), SLOW);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  },
};

/** Waiting for the sandbox (the slow scenario). */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** The platform fails: the message with Retry; Retry asks again with the same filters. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/agent/downlines', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, SLOW));
    await expect(await canvas.findByRole('table', undefined, SLOW)).toBeVisible();
  },
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas);
    await expect(canvas.getByRole('heading', { name: 'Iyong mga direktang downline' })).toBeVisible();
  },
};
