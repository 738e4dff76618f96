import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signInFresh, withMemberFrame } from '../../member/story-support';
import { PointMallPage } from './point-mall-page';

const meta = {
  title: 'Points/Points mall',
  component: PointMallPage,
  // The signed-in member, and the page in a main landmark as the shell draws it (the page has its own h1).
  decorators: [
    withMemberFrame,
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: signInFresh,
  args: { layout: 'table' },
  parameters: { account: 'member01', route: '/pointMall' },
} satisfies Meta<typeof PointMallPage>;
export default meta;

type Story = StoryObj<typeof meta>;


/** member01: 12,680 points and the first page of the 200 goods (a sold-out one among them). */
export const Goods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Bluetooth earbuds' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sold out Lucky draw ticket' })).toBeDisabled();
  },
};

/** The redeem dialog of goods sent to an address, after a wrong fund password. */
export const RedeemWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem Bluetooth earbuds' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Redeem Bluetooth earbuds' }));
    await userEvent.type(dialog.getByLabelText('Receiving address'), '12 Mabini St, Makati');
    await userEvent.type(dialog.getByLabelText('Fund password'), '111111');
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    await expect(await dialog.findByText('The fund password is wrong. Enter it again; nothing was taken.')).toBeVisible();
  },
};

/** Convert to cash: the money confirmation with the points, the cash and the points after. */
export const ConvertConfirmation: Story = {
  parameters: { route: '/pointMall?tab=convert' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Points to convert'), '2500');
    await userEvent.type(canvas.getByLabelText('Fund password'), '246802');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Confirm the conversion' })).toBeVisible();
  },
};

/** Redeem history: In process, Rejected (with the reason) and Approved requests. */
export const History: Story = {
  parameters: { route: '/pointMall?tab=history' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeVisible();
  },
};

/** Points details: changed points, balance, reference number, time and type. */
export const Details: Story = {
  parameters: { route: '/pointMall?tab=details' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Reference number' })).toBeVisible();
  },
};

/** A visitor: goods and rules, and a way to sign in. */
export const Visitor: Story = {
  parameters: { account: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign in to see your points and redeem goods.')).toBeVisible();
  },
};

/** The brand has PTSYS3 off. */
export const PointsOff: Story = {
  parameters: { flags: { PTSYS3: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Points are not available on this site.')).toBeVisible();
  },
};

/** Golden Lotus, dark, in Tagalog: the rules with the exchange-rate table in VND. */
export const GoldenLotusRulesDarkTagalog: Story = {
  parameters: { route: '/pointMall?tab=rules' },
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeVisible();
  },
};
