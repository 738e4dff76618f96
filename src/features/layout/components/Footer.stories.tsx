import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMerchant } from '@/merchant';
import { FooterView, type FooterViewProps } from './Footer';

/** The presentational footer filled from the toolbar's brand. */
function BrandFooter(props: Partial<FooterViewProps>) {
  const merchant = useMerchant();
  return (
    <FooterView
      brandName={merchant.name}
      footer={merchant.footer}
      social={merchant.social}
      customerServiceHref={merchant.customerService.href}
      year={2026}
      {...props}
    />
  );
}

const meta = {
  title: 'Layout/Footer',
  component: BrandFooter,
  args: { year: 2026 },
} satisfies Meta<typeof BrandFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Everything the brand config puts in the footer. */
export const Default: Story = {};
