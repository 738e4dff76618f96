import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyStates } from '../search/story-states';
import { signInFresh, withMemberFrame } from '../../member/story-support';
import { RankingPage } from './ranking-page';

const BIGGEST = '/wps/relay/ODSFE2_getBiggestWins';

const meta = {
  title: 'Games/Winners ranking',
  component: RankingPage,
  decorators: [
    withMemberFrame,
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: signInFresh,
  parameters: { account: 'member01', route: '/winners' },
} satisfies Meta<typeof RankingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every category: this week's 20 biggest wins beside the latest 20. */
export const AllGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const biggest = within(await canvas.findByRole('table', { name: 'Biggest wins' }));
    await expect(biggest.getAllByRole('row')).toHaveLength(21);
    await expect(await canvas.findByRole('table', { name: 'Latest wins' })).toBeVisible();
  },
};

/** This month: member01's own wins are marked "You". */
export const OwnWinsThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'This month' }));
    const biggest = within(await canvas.findByRole('table', { name: 'Biggest wins' }));
    await expect((await biggest.findAllByText('You'))[0]).toBeVisible();
  },
};

/** The fishing tab, from the address. */
export const Fishing: Story = {
  parameters: { route: '/winners?category=FISH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Fishing' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('table', { name: 'Biggest wins' })).toBeVisible();
  },
};

/** The biggest wins failed: a message and Retry; the latest wins still show. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(storyStates.failing(BIGGEST));
  },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** No wins yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(storyStates.answering(BIGGEST, { list: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No wins in this category yet.')).toBeVisible();
  },
};

/** Golden Lotus, dark, in Tagalog, for a visitor (VND amounts). */
export const GoldenLotusDarkTagalog: Story = {
  parameters: { account: null },
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Pinakamalalaking panalo' })).toBeVisible();
  },
};
