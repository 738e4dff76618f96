import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPageFrame, signInFresh, type StoryAccount } from '../../../member/story-support';
import { forceError } from '../../../../../sandbox/store';
import { RewardCentre } from './reward-centre';


/** Each story starts from the seeded sandbox as member01: 3 rewards waiting, day 4 of the sign-in cycle, 4 tickets. */
const meta = {
  title: 'Promotions/Rewards centre',
  component: RewardCentre,
  decorators: memberPageFrame('Rewards centre', 900),
  beforeEach: async (context) => {
    await signInFresh(context);
    (context.parameters.setup as (() => void) | undefined)?.();
  },
  args: { historyLayout: 'table' },
  parameters: { account: 'member01' satisfies StoryAccount, route: '/member/rewardCenter' },
} satisfies Meta<typeof RewardCentre>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Rewards waiting (with Claim), the rescue fund and the totals. */
export const RewardsToClaim: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Claim ₱120\.00: / })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Claim rescue fund ₱200.00' })).toBeVisible();
  },
};

/** The sign-in calendar: days 1-2 claimed, 3 missed, 4 today with its claim. */
export const SignIn: Story = {
  parameters: { route: '/member/rewardCenter?tab=signin' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: "Claim today's reward ₱15.00" })).toBeVisible();
  },
};

/** member02 deposited nothing today: the claim says how much is missing and links to the deposit page. */
export const SignInDepositRequired: Story = {
  parameters: { account: 'member02' satisfies StoryAccount, route: '/member/rewardCenter?tab=signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Claim today's reward ₱15.00" }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Deposit now' })).toBeVisible();
  },
};

/** A golden egg opened: the prize is announced in the dialog. */
export const TicketOpened: Story = {
  parameters: { route: '/member/rewardCenter?tab=tickets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Golden egg' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Golden egg' });
    await expect(await within(dialog).findByText(/^You won ₱/)).toBeVisible();
  },
};

/** A promo code already redeemed: the message under the field. */
export const PromoCodeUsed: Story = {
  parameters: { route: '/member/rewardCenter?tab=code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Promo code' }), 'FIRSTDEP50');
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByText('You have already redeemed this promo code.')).toBeVisible();
  },
};

/** The claim history on the report view, last 30 days. */
export const History: Story = {
  parameters: { route: '/member/rewardCenter?tab=history' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: /Claim history/ })).toBeVisible();
  },
};

/** The tickets could not be loaded: the message and Retry. */
export const TicketsFailed: Story = {
  parameters: { route: '/member/rewardCenter?tab=tickets', setup: () => forceError('GET /wps/relay/PROMOFE_getClaimTicketList', { code: 'system.error' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Golden Lotus (VND), dark, in Tagalog: the sign-in calendar. */
export const GoldenLotusDarkTagalog: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  parameters: { route: '/member/rewardCenter?tab=signin' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /^Kunin ang reward ngayon na / })).toBeVisible();
  },
};
