import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { forceError, resetStore } from '../../../../sandbox/store';
import HelpPage from '../entries/help-page';
import HelpPopup from '../entries/help-popup';

const meta = {
  title: 'Help/Help centre',
  component: HelpPopup,
  beforeEach: () => resetStore(),
  args: { onClose: fn(), anchor: 'withdrawal' },
  parameters: { route: '/help#withdrawal' },
} satisfies Meta<typeof HelpPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** /help#withdrawal: the popup with the w_help banners, the topic list and the withdrawal topic open. */
export const Topic: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { level: 3, name: 'How to withdraw' })).toBeVisible();
    await expect(body().getByRole('link', { name: 'How to withdraw' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A search over titles and text, with its results. */
export const Search: Story = {
  play: async () => {
    await userEvent.type(await body().findByRole('searchbox', { name: 'Search help' }), 'fund password');
    await expect(await body().findByRole('heading', { name: 'Results for “fund password”: 2' })).toBeVisible();
  },
};

/** Nothing matches the search. */
export const NoResults: Story = {
  play: async () => {
    await userEvent.type(await body().findByRole('searchbox', { name: 'Search help' }), 'blackjack');
    await expect(await body().findByText('Nothing in the help centre matches “blackjack”.')).toBeVisible();
  },
};

/** The help centre call failed: the message and Retry. */
export const LoadFailed: Story = {
  beforeEach: () => {
    resetStore();
    forceError('GET /wps/system/helpCenter', { code: 'system_busy' });
  },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** /helpmc: the help centre as a full page, the fair-play topic open. */
export const Page: Story = {
  parameters: { route: '/helpmc#fair-play' },
  render: () => (
    <main>
      <HelpPage />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Fair play' })).toBeVisible();
  },
};

/** Golden Lotus, dark theme. */
export const GoldenLotusDark: Story = {
  globals: { brand: 'goldenlotus', theme: 'dark' },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 3, name: 'How to withdraw' })).toBeVisible();
  },
};

/** Lucky Star, dark theme. */
export const LuckyStarDark: Story = {
  globals: { brand: 'luckystar', theme: 'dark' },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 3, name: 'How to withdraw' })).toBeVisible();
  },
};

/** Tagalog: the platform's TY topics. */
export const Tagalog: Story = {
  globals: { language: 'TY' },
  play: async () => {
    await expect(await body().findByRole('heading', { level: 3, name: 'Paano mag-withdraw' })).toBeVisible();
  },
};
