import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPageFrame, signInFresh, type StoryAccount } from '../../../member/story-support';
import { forceError } from '../../../../../sandbox/store';
import { MissionsPage } from './missions-page';


/** Each story starts from the seeded sandbox as member01: 4 of 6 missions done, two rewards waiting. */
const meta = {
  title: 'Promotions/Missions',
  component: MissionsPage,
  decorators: memberPageFrame('Missions', 900),
  beforeEach: async (context) => {
    await signInFresh(context);
    (context.parameters.setup as (() => void) | undefined)?.();
  },
  parameters: { account: 'member01' satisfies StoryAccount, route: '/member/missionLeaderboard' },
} satisfies Meta<typeof MissionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Missions in progress, completed (reward in the rewards centre) and claimed; this week's leaderboard. */
export const Missions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 of 6 missions completed · 210 points this week')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Top players this week by mission points' })).toBeVisible();
  },
};

/** member02 has done little: most missions in progress; today's leaderboard. */
export const FewDoneDaily: Story = {
  parameters: { account: 'member02' satisfies StoryAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Today' }));
    await expect(await canvas.findByRole('table', { name: 'Top players today by mission points' })).toBeVisible();
  },
};

/** The missions could not be loaded: the message and Retry (the leaderboard still shows). */
export const Failed: Story = {
  parameters: { setup: () => forceError('GET /wps/relay/MCSFE_getMissionSummaryDetails', { code: 'system.error' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Golden Lotus (VND), dark, in Tagalog. */
export const GoldenLotusDarkTagalog: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^4 sa 6 misyon ang tapos/)).toBeVisible();
  },
};
