import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { agentPageFrame, signInAgent } from '../story-support';
import { DownlineTransactions } from './team-report-pages';

const today = dayOf();
const LAST7 = `from=${addDays(today, -6)}&to=${today}`;
const SLOW = { timeout: 30_000 };

const meta = {
  title: 'Agent centre/Downline transactions',
  component: DownlineTransactions,
  decorators: agentPageFrame('agentDownlineTransactionDetailsCopy'),
  beforeEach: signInAgent('agent01sub'),
  args: { layout: 'table' },
  parameters: { route: `/agentHome/agentDownlineTransactionDetailsCopy?${LAST7}` },
} satisfies Meta<typeof DownlineTransactions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The team's transactions, newest first, with the member and their direct superior. */
export const WholeTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', undefined, SLOW)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Balance after' })).toBeVisible();
  },
};

/** One member's deposits (downline management's "view transactions" link with a type). */
export const OneMemberDeposits: Story = {
  parameters: { route: `/agentHome/agentDownlineTransactionDetailsCopy?from=${addDays(today, -29)}&to=${today}&account=agent01subm2&type=deposit` },
};

/** Over 30 days in the address: refused with the reason, nothing asked. */
export const RangeOverThirtyDays: Story = {
  parameters: { route: `/agentHome/agentDownlineTransactionDetailsCopy?from=${addDays(today, -40)}&to=${today}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/30/);
  },
};

/** Phones: a card per transaction. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: agentPageFrame('agentDownlineTransactionDetailsCopy', 400),
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Balanse pagkatapos' }, SLOW)).toBeVisible();
  },
};
