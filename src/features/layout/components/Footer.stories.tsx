import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useGameVendors } from '@/lib/game-vendors';
import { useMerchant } from '@/merchant';
import { FooterView, footerVendors, type FooterViewProps } from './Footer';

/** The presentational footer filled from the toolbar's brand. */
function BrandFooter(props: Partial<FooterViewProps>) {
  const merchant = useMerchant();
  const { data: lanes } = useGameVendors();
  return (
    <FooterView
      brandName={merchant.name}
      footer={merchant.footer}
      social={merchant.social}
      customerServiceHref={merchant.customerService.href}
      year={2026}
      vendors={footerVendors(merchant.footer.vendorLogos, lanes)}
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

/** Game providers by the names the vendor menu gives them (never their codes), and the networks' icons. */
export const ProvidersAndSocial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const providers = await canvas.findByRole('region', { name: 'Game providers' });
    await expect(await within(providers).findByText('DS88 Sabong')).toBeVisible();
    await expect(within(providers).queryByText('DS88')).not.toBeInTheDocument();
    const social = canvas.getByRole('region', { name: 'Follow us' });
    for (const link of within(social).getAllByRole('link')) await expect(link.querySelector('svg')).not.toBeNull();
  },
};

/** Golden Lotus in the dark theme: its own providers (TCG_LOTTO_VN as VN Lottery) and Zalo. */
export const GoldenLotusDark: Story = {
  globals: { theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const providers = await canvas.findByRole('region', { name: 'Game providers' });
    await expect(await within(providers).findByText('VN Lottery')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Zalo/ })).toBeVisible();
  },
};
