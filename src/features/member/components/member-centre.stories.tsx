import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MemberCentrePopup from '../entries/member-centre-popup';
import { signInAsAccount, withMemberFrame } from '../story-support';
import { MemberCentre } from './member-centre';

const meta = {
  title: 'Member/Member centre',
  component: MemberCentre,
  decorators: [withMemberFrame],
  beforeEach: signInAsAccount,
  args: {
    page: 'securityCenter',
    display: 'page',
    renderTitle: (title: string) => <h1 id="member-page-title">{title}</h1>,
  },
  parameters: { account: 'member01' },
} satisfies Meta<typeof MemberCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member on the default brand: every page their switches allow, the current one marked, red counts. */
export const MemberMenu: Story = {
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('navigation', { name: 'Member centre' });
    await expect(await within(menu).findByRole('link', { name: 'Messages', description: /^\d+ new$/ })).toBeVisible();
  },
};

/** A visitor who followed a link here is asked to sign in. */
export const Visitor: Story = {
  args: { page: 'withdraw' },
  parameters: { account: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please sign in to see this page.')).toBeVisible();
  },
};

/** A trial (free-play) account needs a real one. */
export const TrialAccount: Story = {
  args: { page: 'depositv2' },
  parameters: { account: 'trial01' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/real account/)).toBeVisible();
  },
};

/** A page the member's switches or type leave out (type 2 agents have no transfer to upline). */
export const NotAvailable: Story = {
  args: { page: 'transferUpline' },
  parameters: { account: 'agent02' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page is not available for your account.')).toBeVisible();
  },
};

/** The member centre as a dialog over the current screen (brands with memberCentre.display 'popup'). */
export const AsPopup: Story = {
  render: () => <MemberCentrePopup page="securityCenter" onClose={() => undefined} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'My account' });
    await expect(within(dialog).getByRole('navigation', { name: 'Member centre' })).toBeVisible();
  },
};
