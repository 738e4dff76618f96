import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signInAgent, withAgentFrame } from '../story-support';
import { AgentCentre } from './agent-centre';


const meta = {
  title: 'Agent/Agent centre',
  component: AgentCentre,
  decorators: [withAgentFrame],
  beforeEach: signInAgent('agent02'),
  args: { page: 'agentTeamOverview' },
} satisfies Meta<typeof AgentCentre>;
export default meta;

type Story = StoryObj<typeof meta>;

/** agent01 (type 1, every contract): every page of the menu, the team overview open. */
export const EveryPage: Story = {
  parameters: { account: 'agent01' },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('navigation', { name: 'Agent centre' });
    await expect(await within(menu).findByRole('link', { name: 'Real-time salary' })).toBeVisible();
    await expect(await within(canvasElement).findByText('Team size')).toBeVisible();
  },
};

/** agent02 (type 2): only the daily salary of the contract pages (its dividend is an offer still to answer). */
export const TypeTwoAgent: Story = {
  args: { page: 'agentAnnouncement' },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('navigation', { name: 'Agent centre' });
    await expect(await within(menu).findByRole('link', { name: 'Daily salary' })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Dividend' })).toBeNull();
  },
};

/** A page the agent may not see: the heading names it and says so. */
export const Unavailable: Story = {
  args: { page: 'agentDividendRecord2' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page is not available for your account.')).toBeVisible();
  },
};

/** agent01sub has an upline: the menu links to the member centre's transfer to upline. */
export const WithUplineTransfer: Story = {
  parameters: { account: 'agent01sub' },
  args: { page: 'agentAnnouncement' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Transfer to upline' })).toBeVisible();
  },
};

/** A member is not an agent: no menu, the refusal. */
export const MemberRefused: Story = {
  parameters: { account: 'member01' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Non-agents cannot log in')).toBeVisible();
  },
};

/** Tagalog, dark theme, the second brand (no hourly salary page there). */
export const TagalogDark: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  args: { page: 'agentAnnouncement' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Sentro ng ahente' })).toBeVisible();
  },
};
