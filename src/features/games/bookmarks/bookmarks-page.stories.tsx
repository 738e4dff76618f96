import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyStates } from '../search/story-states';
import { signInFresh, withMemberFrame } from '../../member/story-support';
import { addFavourite, findMember, recordRecentGame } from '../../../../sandbox/store';
import { catalog } from '../../../../sandbox/seed/catalog';
import { BookmarksPage } from './bookmarks-page';

/** member01 with three favourites and two recently played games. */
async function withGames(context: { parameters: Record<string, unknown> }) {
  await signInFresh(context);
  const member = findMember('member01');
  if (!member) return;
  const games = catalog().filter((game) => game.gameType === 'FISH').slice(0, 5);
  for (const game of games.slice(0, 3)) addFavourite(member.id, game.nodeId);
  for (const game of games.slice(3)) recordRecentGame(member.id, game.nodeId);
}

const meta = {
  title: 'Games/Bookmarks',
  component: BookmarksPage,
  decorators: [
    withMemberFrame,
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: withGames,
  parameters: { account: 'member01', route: '/bookmarks' },
} satisfies Meta<typeof BookmarksPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Favourites and recently played games in one place. */
export const WithGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await canvas.findByRole('list', { name: 'Favourite games' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(await canvas.findByRole('list', { name: 'Recently played' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A member with nothing saved yet. */
export const Empty: Story = {
  beforeEach: signInFresh,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No favourite games yet/)).toBeVisible();
  },
};

/** A visitor is asked to sign in. */
export const Visitor: Story = {
  parameters: { account: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** The favourites call failed: a message and Retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(storyStates.failing('/wps/relay/MCSFE_getFavoriteGamesList'));
  },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Golden Lotus, dark, in Tagalog. */
export const GoldenLotusDarkTagalog: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Mga paboritong laro' })).toBeVisible();
  },
};
