import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { forceError } from '../../../../sandbox/store';
import { agentPageFrame, signInAgent } from '../story-support';
import { TeamBetting } from './team-report-pages';

const today = dayOf();
const LAST7 = `from=${addDays(today, -6)}&to=${today}`;
// The sandbox builds each member's history on first use: a big team's first answer takes a few seconds.
const SLOW = { timeout: 30_000 };

const meta = {
  title: 'Agent centre/Team betting',
  component: TeamBetting,
  decorators: agentPageFrame('personalHistoryCopy'),
  // agent01sub: a sub-agent with agents and members below it (three dozen members: quick to build in the browser).
  beforeEach: signInAgent('agent01sub'),
  args: { layout: 'table' },
  parameters: { route: `/agentHome/personalHistoryCopy?${LAST7}` },
} satisfies Meta<typeof TeamBetting>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The whole team, last 7 days: members with their direct superior and level, highest valid bet first, totals. */
export const WholeTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', undefined, SLOW)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Direct superior' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Totals for the period' })).toBeVisible();
  },
};

/** Every member of the team, with or without bets (three dozen): more than one page. */
export const ManyPages: Story = {
  parameters: { route: `/agentHome/personalHistoryCopy?${LAST7}&zero=show` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Pages' }, SLOW)).toBeVisible();
  },
};

/** "Direct downlines": only level 1, the agent as everyone's superior. */
export const DirectDownlines: Story = {
  parameters: { route: `/agentHome/personalHistoryCopy?${LAST7}&scope=direct` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', undefined, SLOW);
    await expect(canvas.getByRole('button', { name: 'Direct downlines' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** One member by account (downline management's "view bets" link), every member shown even without bets, one category. */
export const OneMemberOneCategory: Story = {
  parameters: { route: `/agentHome/personalHistoryCopy?${LAST7}&account=agent01subm3&zero=show&type=RNG` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', undefined, SLOW);
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

/** Sorted by member name through the sort select (applied by Search, kept in the address). */
export const SortedByMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', undefined, SLOW);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Member, A to Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    // axe reads the settled table (rows dim while the next page loads).
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'), SLOW);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('agent01subm1');
  },
};

/** Phones: a card per member, more as the list scrolls. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: agentPageFrame('personalHistoryCopy', 400),
};

/** Waiting for the sandbox (the slow scenario). */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** An agent whose team has never bet: "No records yet". */
export const NoRecordsYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/wps/relay/ODSFE2_getTeamBetSum', () =>
        HttpResponse.json({ success: true, value: { list: [], total: 0, totalPages: 0, footer: { betCount: 0, betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0 } } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records yet', undefined, SLOW)).toBeVisible();
  },
};

/** The platform fails: the message with Retry; Retry asks again with the same filters. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/ODSFE2_getTeamBetSum', { code: 'unknown_error' }),
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
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Direktang nakatataas' }, SLOW)).toBeVisible();
  },
};
