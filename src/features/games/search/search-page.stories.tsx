import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyStates } from './story-states';
import { signInFresh, withMemberFrame } from '../../member/story-support';
import { SearchPage } from './search-page';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

const meta = {
  title: 'Games/Search results',
  component: SearchPage,
  // The page in a main landmark as the shell draws it (the page has its own h1).
  decorators: [
    withMemberFrame,
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: signInFresh,
  parameters: { account: 'member01', route: '/search?q=king' },
} satisfies Meta<typeof SearchPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "king": 29 fishing games and one card game, each category its own group; Show all opens the rest. */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Fishing (29)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Card Games (1)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 29 in Fishing' }));
    await expect(within(canvas.getByRole('list', { name: 'Fishing' })).getAllByRole('listitem')).toHaveLength(29);
  },
};

/** No term yet: the page asks for one. */
export const NoTerm: Story = {
  parameters: { route: '/search' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Type a game name to search every category.')).toBeVisible();
  },
};

/** Nothing matches the term. */
export const NoResults: Story = {
  parameters: { route: '/search?q=zzqqxx' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No games match “zzqqxx”/)).toBeVisible();
  },
};

/** The search is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(storyStates.pending(GAME_LIST));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** The search failed: a message and Retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(storyStates.failing(GAME_LIST));
  },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Golden Lotus, dark, in Tagalog, for a visitor. */
export const GoldenLotusDarkTagalog: Story = {
  parameters: { account: null, route: '/search?q=dragon' },
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Mga resulta para sa “dragon”' })).toBeVisible();
    await expect(await within(canvasElement).findAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};
