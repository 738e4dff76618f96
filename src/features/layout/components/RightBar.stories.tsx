import type { Meta, StoryObj } from '@storybook/react-vite';
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
