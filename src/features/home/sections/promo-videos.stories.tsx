import type { Meta, StoryObj } from '@storybook/react-vite';
import PromoVideos, { PromoVideosView } from './promo-videos';
import { NOTICE_CALL, storyStates } from './story-states';

const meta = {
  title: 'Home/Sections/PromoVideos',
  component: PromoVideosView,
  args: { links: ['https://www.youtube.com/watch?v=sandbox001', 'https://youtu.be/sandbox002'], language: 'EN' },
} satisfies Meta<typeof PromoVideosView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two videos as play buttons; a player (privacy-enhanced) is loaded only for the one pressed. */
export const TwoVideos: Story = {};

/** One video, Tagalog hint. */
export const OneVideo: Story = { args: { links: ['https://youtu.be/sandbox003'], language: 'TY' } };

/** Only a link from another site: it is refused with "Not youtube link!" and nothing is drawn. */
export const NotYoutube: Story = { args: { links: ['https://vimeo.com/1234567'] } };

/** No videos: nothing is drawn. */
export const Empty: Story = { args: { links: [] } };

/** The section against the sandbox's w_video group. */
export const FromSandbox: Story = { render: () => <PromoVideos screen="home" /> };

/** The notice call has not answered. */
export const Loading: Story = {
  render: () => <PromoVideos screen="home" />,
  beforeEach({ msw }) {
    msw.use(storyStates.pending(NOTICE_CALL));
  },
};

/** The notice call failed: nothing is drawn. */
export const Error: Story = {
  render: () => <PromoVideos screen="home" />,
  beforeEach({ msw }) {
    msw.use(storyStates.failing(NOTICE_CALL));
  },
};
