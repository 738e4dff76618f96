import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { signInForPromotions, withPromotionsFrame } from '../story-support';
import { PromotionsPage } from './promotions-page';


/** /promotions and its detail against the sandbox; member01 has a promotion in every status (README "Promotions"). */
const meta = {
  title: 'Promotions/Promotions page',
  component: PromotionsPage,
  decorators: [withPromotionsFrame],
  beforeEach: signInForPromotions,
  parameters: { account: 'member01', route: '/promotions' },
} satisfies Meta<typeof PromotionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Banners, the 14 filters, the cards with their tags and member01's statuses (joined, reward to claim …). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: /^All promotions, 20 in all$/ })).toBeVisible();
    await expect(await canvas.findByText('Joined')).toBeVisible();
  },
};

/** A visitor on the slots filter (from the URL). */
export const VisitorFiltered: Story = {
  parameters: { account: undefined, route: '/promotions?category=SLOTS' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: /^Slots promotions, 2 in all$/ })).toBeVisible();
  },
};

/** Coming soon and closed cards (lotto, live). */
export const ComingSoonAndClosed: Story = {
  parameters: { route: '/promotions?category=LIVE' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Closed')).toBeVisible();
  },
};

/** The detail with Join, its period, tags and sanitized rules. */
export const DetailJoin: Story = {
  parameters: { route: '/promotions?id=108' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Join' })).toBeVisible();
  },
};

/** The application form: a remark (140 characters) and up to 3 images. */
export const DetailApply: Story = {
  parameters: { route: '/promotions?id=103' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Remark (optional)' })).toBeVisible();
  },
};

/** An issued reward with Claim. */
export const DetailClaim: Story = {
  parameters: { route: '/promotions?id=109' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Claim' })).toBeVisible();
  },
};

/** The raffle member01 won: its draw number and Claim the prize. */
export const DetailRaffleWon: Story = {
  parameters: { route: '/promotions?id=102' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Claim the prize' })).toBeVisible();
  },
};

/** Statuses with nothing to do: rejected with its reason. */
export const DetailRejected: Story = {
  parameters: { route: '/promotions?id=120' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Your application was rejected: /)).toBeVisible();
  },
};

/** The list could not load: the message and Retry. */
export const ListError: Story = {
  parameters: { setup: () => forceError('GET /wps/relay/PROMOFE_getPromotionList', { code: 'system_busy' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Golden Lotus (VND), dark, in Tagalog: the detail of an issued reward. */
export const GoldenLotusDarkTagalog: Story = {
  parameters: { route: '/promotions?id=109' },
  globals: { brand: 'goldenlotus', theme: 'dark', language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'I-claim' })).toBeVisible();
  },
};
