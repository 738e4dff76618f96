import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import NoticeBar, { NoticeBarView } from './notice-bar';
import { NOTICE_CALL, storyStates } from './story-states';

const notices = ['Payment channel upgraded', 'New slots from PG Soft', 'Weekend lottery draw times'].map((title, i) => ({ id: i + 1, title }));

const meta = {
  title: 'Home/Sections/NoticeBar',
  component: NoticeBarView,
  args: { notices, onOpen: fn() },
} satisfies Meta<typeof NoticeBarView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Scrolling titles and the live clock, after a drawn loudspeaker icon. */
export const Default: Story = {};

/** Golden Lotus in the dark theme. */
export const GoldenLotusDark: Story = { globals: { theme: 'dark', brand: 'goldenlotus' } };

/** No notices: a short message, the clock still runs. */
export const Empty: Story = { args: { notices: [] } };

/** The section against the sandbox. */
export const FromSandbox: Story = { render: () => <NoticeBar /> };

/** Still loading: the bar shows the empty message until the list arrives. */
export const Loading: Story = {
  render: () => <NoticeBar />,
  beforeEach({ msw }) {
    msw.use(storyStates.pending(NOTICE_CALL));
  },
};

/** The call failed: the bar stays, with no notices. */
export const Error: Story = {
  render: () => <NoticeBar />,
  beforeEach({ msw }) {
    msw.use(storyStates.failing(NOTICE_CALL));
  },
};
