import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allMerchants } from '@/merchant';
import BannerCarousel, { BannerCarouselView } from './banner-carousel';
import { NOTICE_CALL, storyStates } from './story-states';

const brand = allMerchants()[0]!;
const banner = (id: number, linkageType = 'NONE') => ({
  url: `/wps/sandbox-assets/banner/${id}.svg`,
  groupName: 'w_home',
  linkageType,
  ...(linkageType === 'PROMO' ? { redirect: 'PROMO', redirectPromotionId: 100 + id } : {}),
});

const meta = {
  title: 'Home/Sections/BannerCarousel',
  component: BannerCarouselView,
  args: { banners: [banner(1, 'PROMO'), banner(2), banner(3), banner(4), banner(5)], categories: brand.categories },
} satisfies Meta<typeof BannerCarouselView>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Five banners: the first is still, with its controls; Swiper takes over shortly before its 5 s are up (or when the
 * controls are used), autoplays every 5 s and loops. Next on the still banner goes to the second one.
 */
export const ManyBanners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('banner-position')).toHaveTextContent('1 / 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await waitFor(() => expect(canvas.getByTestId('banner-position')).toHaveTextContent('2 / 5'));
    await expect(canvas.getByRole('button', { name: 'Pause banners' })).toBeVisible();
  },
};

/** One banner: a plain image, no loop, no controls. */
export const OneBanner: Story = {
  args: { banners: [banner(1, 'PROMO')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Promotion banner 1 of 1' })).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.queryByRole('button', { name: 'Next banner' })).toBeNull();
  },
};

/** An empty group: the section draws nothing. */
export const Empty: Story = { args: { banners: [] } };

/** The section against the sandbox (w_home). */
export const FromSandbox: Story = { render: () => <BannerCarousel screen="home" /> };

/** The notice call has not answered: the box keeps its 3:1 size. */
export const Loading: Story = {
  render: () => <BannerCarousel screen="home" />,
  beforeEach({ msw }) {
    msw.use(storyStates.pending(NOTICE_CALL));
  },
};

/** The notice call failed: the section draws nothing, the page goes on. */
export const Error: Story = {
  render: () => <BannerCarousel screen="home" />,
  beforeEach({ msw }) {
    msw.use(storyStates.failing(NOTICE_CALL));
  },
};
