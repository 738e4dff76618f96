import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addDays, dayOf } from '@/lib/date-range';
import { forceError } from '../../../../sandbox/store';
import { agentPageFrame, signInAgent } from '../story-support';
import { TeamOverview } from './team-overview';

const today = dayOf();

const meta = {
  title: 'Agent/Team overview',
  component: TeamOverview,
  decorators: agentPageFrame('agentTeamOverview'),
  beforeEach: signInAgent('agent02'),
  parameters: { route: '/agentHome/agentTeamOverview' },
} satisfies Meta<typeof TeamOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** agent02's direct downlines over the last 7 days (the default). */
export const DirectLastWeek: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Team size')).toBeVisible();
    await expect(within(canvasElement).getByRole('radio', { name: 'Direct downlines' })).toBeChecked();
  },
};

/** agent01sub's whole team (three levels of its own) over the last 30 days, from the address. */
export const WholeTeamLastMonth: Story = {
  parameters: { account: 'agent01sub', route: `/agentHome/agentTeamOverview?from=${addDays(today, -29)}&to=${today}&scope=all` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: /^Whole team, / })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await within(canvasElement).findByText('Profit and loss')).toBeVisible();
  },
};

/** Switching the scope: the address and the numbers follow. */
export const SwitchToWholeTeam: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Team size');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Whole team' }));
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: /^Whole team, / })).toBeVisible();
  },
};

/** A range over 90 days is refused before asking. */
export const RangeTooLong: Story = {
  parameters: { route: `/agentHome/agentTeamOverview?from=${addDays(today, -120)}&to=${today}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('at most 90 days');
  },
};

/** The call failed: the message and Retry. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/ODSFE2_getTeamOverviewSum', { code: 'system.error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** While the numbers load (slow sandbox). */
export const Loading: Story = {
  globals: { scenario: 'slow' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

/** Tagalog, dark theme, the second brand. */
export const TagalogDark: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Laki ng team')).toBeVisible();
  },
};
