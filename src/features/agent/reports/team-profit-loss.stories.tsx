import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { agentPageFrame, signInAgent } from '../story-support';
import { TeamProfitLoss } from './team-report-pages';

const today = dayOf();
const LAST7 = `from=${addDays(today, -6)}&to=${today}`;
const SLOW = { timeout: 30_000 };

const meta = {
  title: 'Agent centre/User profit and loss',
  component: TeamProfitLoss,
  decorators: agentPageFrame('palStatementsAgentCopy'),
  beforeEach: signInAgent('agent01sub'),
  args: { layout: 'table' },
  parameters: { route: `/agentHome/palStatementsAgentCopy?${LAST7}` },
} satisfies Meta<typeof TeamProfitLoss>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every member's deposits, withdrawals, bets, rebate, promotions and result; biggest winners for the house first. */
export const WholeTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', undefined, SLOW)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Promotions' })).toBeVisible();
  },
};

/** One direct downline by account. */
export const OneMember: Story = {
  parameters: { route: `/agentHome/palStatementsAgentCopy?${LAST7}&account=agent01subm1&scope=direct` },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', undefined, SLOW);
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

/** Phones: a card per member. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: agentPageFrame('palStatementsAgentCopy', 400),
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Mga promosyon' }, SLOW)).toBeVisible();
  },
};
