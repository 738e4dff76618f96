import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { ReferralScreen } from './referral-screen';

const meta = {
  title: 'Referral/Invite friends',
  component: ReferralScreen,
  decorators: memberPageFrame('Invite friends', 1000),
  beforeEach: signInFresh,
  args: { layout: 'table' },
  parameters: { account: 'member01', route: '/member/referral' },
} satisfies Meta<typeof ReferralScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01: code and link with copy, share and QR; income; invitees with their counts. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invite = await canvas.findByRole('region', { name: 'Your invite link' });
    await expect(await within(invite).findByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(await within(invite).findByRole('img', { name: /^QR code that opens registration/ })).toBeVisible();
    await expect(await canvas.findByRole('columnheader', { name: 'Invitee' })).toBeVisible();
  },
};

/** The reward records tab. */
export const RewardRecords: Story = {
  parameters: { route: '/member/referral?tab=rewards' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Reward' })).toBeVisible();
  },
};

/** Phones: the reports as cards. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  decorators: memberPageFrame('Invite friends', 400),
};

/** A visitor: the programme and a sign-in prompt. */
export const Visitor: Story = {
  // An empty account signs nobody in (undefined would keep the meta's member01).
  parameters: { account: '', route: '/join' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(await canvas.findByText(/for each invitee who qualifies/)).toBeVisible();
  },
};

/** An agent is sent to Open account. */
export const Agent: Story = {
  parameters: { account: 'agent01' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Go to Open account' })).toBeVisible();
  },
};

/** A trial account needs a real one. */
export const TrialAccount: Story = {
  parameters: { account: 'trial01' },
};

/** Waiting for the sandbox. */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** The link fails to load: the message with Retry. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getReferralDetails', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** Golden Lotus runs no referral programme: the page says so (dark theme, in Tagalog). */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hindi tumatakbo ang programa ng pag-imbita sa ngayon.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Kopyahin ang link' })).toBeNull();
  },
};

/** Lucky Star, dark theme, in Tagalog: the member's invite link. */
export const TagalogDarkLuckyStar: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'luckystar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Kopyahin ang link' })).toBeVisible();
  },
};
