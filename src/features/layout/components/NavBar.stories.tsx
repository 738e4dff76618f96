import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allMerchants } from '@/merchant';
import { liveVendors, sandboxLikeLanes } from '../fixtures';
import { buildNav, type NavItem } from '../nav';
import { NavBarView } from './NavBar';

const brand = allMerchants()[0]!;

/** Nav items as the bar gets them: the sandbox-like menu with `liveCount` live-casino vendors. */
function itemsWith(liveCount: number): NavItem[] {
  const lanes = sandboxLikeLanes.map((lane) => (lane.title === 'LIVE' ? { ...lane, cards: liveVendors(liveCount) } : lane));
  return buildNav(lanes, brand, { referralPromo: true });
}

const meta = {
  title: 'Layout/NavBar',
  component: NavBarView,
  args: { items: itemsWith(3), vendorCap: 11 },
  parameters: { route: '/live' },
} satisfies Meta<typeof NavBarView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed; the disclosure button opens the live-casino vendors. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Live Casino/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** 3 vendors: no More tile. */
export const ThreeVendors: Story = { args: { items: itemsWith(3), defaultOpen: 'LIVE' } };

/** 11 vendors: the cap is reached, so a More tile follows. */
export const ElevenVendors: Story = { args: { items: itemsWith(11), defaultOpen: 'LIVE' } };

/** 12 vendors: the first 11 and a More tile. */
export const TwelveVendors: Story = { args: { items: itemsWith(12), defaultOpen: 'LIVE' } };

/** While the game menu loads: a placeholder of the bar's height. */
export const Loading: Story = { args: { items: [], loading: true } };

/** The game menu failed: Home and Promotions only. */
export const MenuUnavailable: Story = { args: { items: buildNav([], brand, { referralPromo: false }) } };

/** On a phone the row scrolls: Back is disabled at the start, Forward moves it on. */
export const PhoneScrolls: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = await canvas.findByRole('button', { name: 'Scroll the game menu left' });
    const forward = canvas.getByRole('button', { name: 'Scroll the game menu right' });
    await expect(back).toBeDisabled();
    await userEvent.click(forward);
    // The row glides (unless the visitor asks for reduced motion).
    await waitFor(() => expect(back).toBeEnabled());
  },
};

/** Golden Lotus in the dark theme, narrow enough to scroll. */
export const GoldenLotusDark: Story = {
  globals: { theme: 'dark', brand: 'goldenlotus' },
  decorators: [(Story) => <div style={{ width: 720 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Scroll the game menu right' })).toBeEnabled();
  },
};
