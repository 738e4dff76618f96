import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useMerchant } from '@/merchant';
import { RightBarView, type RightBarViewProps } from './RightBar';

/** The presentational right bar filled from the toolbar's brand. */
function BrandRightBar(props: Partial<RightBarViewProps>) {
  const merchant = useMerchant();
  return (
    <RightBarView
      brandName={merchant.name}
      social={merchant.social}
      appDownloadHref={merchant.appDownload.android}
      customerServiceHref={merchant.customerService.href}
      {...props}
    />
  );
}

const meta = {
  title: 'Layout/RightBar',
  component: BrandRightBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandRightBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Social links, the app QR code and customer service. */
export const Default: Story = {};

/** The app button opens the QR code beside the rail. */
export const AppQrOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download the app' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('img', { name: /QR code to download/ })).toBeVisible();
  },
};

/** Golden Lotus in the dark theme: Facebook, Zalo and YouTube icons. */
export const GoldenLotusDark: Story = {
  globals: { theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Zalo/ })).toBeVisible();
  },
};
