import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticePopupView } from './notice-popup';

const notices = Array.from({ length: 13 }, (_, i) => ({
  id: 700 + i,
  title: `Notice ${i + 1}`,
  content: `<p>Details of notice ${i + 1}. Read more in the help centre.</p>`,
  startDate: Date.UTC(2026, 0, 1 + i),
}));

const meta = {
  title: 'Announcements/NoticePopup',
  component: NoticePopupView,
  args: { notices, onClose: fn() },
} satisfies Meta<typeof NoticePopupView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 13 notices: two pages of 9. */
export const TwoPages: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(body.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** One page. */
export const OnePage: Story = { args: { notices: notices.slice(0, 5) } };

/** Golden Lotus, dark theme. */
export const GoldenLotusDark: Story = { globals: { brand: 'goldenlotus', theme: 'dark' } };

/** Lucky Star, dark theme. */
export const LuckyStarDark: Story = { globals: { brand: 'luckystar', theme: 'dark' } };

/** Golden Lotus, light theme. */
export const GoldenLotusLight: Story = { globals: { brand: 'goldenlotus', theme: 'light' } };

/** Loading the list. */
export const Loading: Story = { args: { notices: [], loading: true } };

/** No notices. */
export const Empty: Story = { args: { notices: [] } };
