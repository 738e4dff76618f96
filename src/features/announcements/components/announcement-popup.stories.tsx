import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AnnouncementPopupView } from './announcement-popup';

const items = [
  { id: 501, title: 'Welcome to the new site', content: '<p>Enjoy <strong>faster</strong> games and a fresh look.</p>', startDateStr: Date.UTC(2026, 0, 1), sequence: 1 },
  {
    id: 502,
    title: 'First deposit bonus 100%',
    promotionType: 'DEPOSIT',
    content: '<p>Deposit today and get a <em>100%</em> bonus up to 5,000.</p><ul><li>Minimum deposit 100</li><li>Turnover x10</li></ul>',
    startDateStr: Date.UTC(2026, 0, 2),
    sequence: 2,
  },
  {
    id: 503,
    title: '<img src=x onerror="document.body.dataset.xss=1">Scheduled maintenance',
    content: '<p>Vendors rest on Sunday.</p><img src="x" onerror="document.body.dataset.xss=1"><script>document.body.dataset.xss=1</script><a href="javascript:document.body.dataset.xss=1">details</a>',
    sequence: 3,
  },
];

const meta = {
  title: 'Announcements/AnnouncementPopup',
  component: AnnouncementPopupView,
  args: { items, onClose: fn() },
} satisfies Meta<typeof AnnouncementPopupView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Titles that expand; the first is open. */
export const Default: Story = {};

/** Golden Lotus, dark theme. */
export const GoldenLotusDark: Story = { globals: { brand: 'goldenlotus', theme: 'dark' } };

/** Lucky Star, dark theme. */
export const LuckyStarDark: Story = { globals: { brand: 'luckystar', theme: 'dark' } };

/** Golden Lotus, light theme. */
export const GoldenLotusLight: Story = { globals: { brand: 'goldenlotus', theme: 'light' } };

/** A promotion item: the go-to-promotion button opens the reward centre. */
export const WithPromotion: Story = {
  args: { items: [items[1]!] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Go to promotion' })).toHaveAttribute('href', '/member/rewardCenter');
  },
};

/** Markup and script in a title and in content never run. */
export const XssPayload: Story = {
  args: { items: [items[2]!] },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    await body.findByText('Vendors rest on Sunday.');
    await expect(doc.body.dataset.xss).toBeUndefined();
    await expect(doc.querySelector('.announcement-content script, .announcement-content [onerror]')).toBeNull();
  },
};

/** Nothing to announce. */
export const Empty: Story = { args: { items: [] } };
