import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { forceError } from '../../../../sandbox/store';
import { agentPageFrame, signInAgent } from '../story-support';
import { RevenueReport } from './team-report-pages';

const today = dayOf();
const LAST7 = `from=${addDays(today, -6)}&to=${today}`;
const SLOW = { timeout: 30_000 };

const meta = {
  title: 'Agent centre/My income',
  component: RevenueReport,
  decorators: agentPageFrame('agentRevenueReport'),
  beforeEach: signInAgent('agent01sub'),
  args: { layout: 'table' },
  parameters: { route: `/agentHome/agentRevenueReport?${LAST7}` },
} satisfies Meta<typeof RevenueReport>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The commission on each member's valid bet: 0.5% on direct downlines, 0.3% a level below, 0.1% deeper. */
export const WholeTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', undefined, SLOW)).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: '0.3%' }).length).toBeGreaterThan(0);
  },
};

/** Direct downlines, live casino only. */
export const DirectLiveCasino: Story = {
  parameters: { route: `/agentHome/agentRevenueReport?${LAST7}&scope=direct&type=LIVE` },
};

/** Phones: a card per member. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: agentPageFrame('agentRevenueReport', 400),
};

/** The platform fails: the message with Retry. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/ODSFE2_getAgentIncome', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, SLOW)).toBeVisible();
  },
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Rate ng komisyon' }, SLOW)).toBeVisible();
  },
};
