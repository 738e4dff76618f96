import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SystemProvider } from '@/lib/system';
import { DepositTutorialPage } from './deposit-tutorial-page';

const meta = {
  title: 'Info/Deposit guide',
  component: DepositTutorialPage,
  // The brand's switches as the start-up call gives them (parameters.flags).
  decorators: [
    (Story, { parameters }) => (
      <SystemProvider flags={(parameters.flags as Record<string, boolean> | undefined) ?? { DEPOSIT: true }} info={null} location={null} customerServiceUrl={null}>
        <main>
          <Story />
        </main>
      </SystemProvider>
    ),
  ],
  parameters: { route: '/depositTutorial' },
} satisfies Meta<typeof DepositTutorialPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The deposit page's tutorial, unfolded, and the way to deposit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a payment method and a channel.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to deposit' })).toHaveAttribute('href', '/member/depositv2');
  },
};

/** A credit-market brand takes no deposits: the steps without the link. */
export const CreditMarket: Story = {
  parameters: { flags: { DEPOSIT: true, CREDITMAR3: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a payment method and a channel.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to deposit' })).not.toBeInTheDocument();
  },
};

/** Golden Lotus in Tagalog, dark. */
export const GoldenLotusTagalogDark: Story = {
  globals: { brand: 'goldenlotus', language: 'TY', theme: 'dark' },
};
