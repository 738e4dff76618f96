import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Game } from '../types';
import { GameCardView } from './GameCard';

const game: Game = { nodeId: 100101, gameType: 'RNG', vassalage: 'PG', name: 'Golden Tiger Megaways', icon: '/wps/sandbox-assets/game/100101.svg', supportPlay: 0 };

const meta = {
  title: 'Games/GameCard',
  component: GameCardView,
  args: { game, freeTrial: false, isFavourite: false, onStart: fn(), onFreeTrial: fn(), onToggleFavourite: fn() },
  decorators: [(Story) => <div style={{ width: 180, height: 262 }}><Story /></div>],
} satisfies Meta<typeof GameCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RealOnly: Story = { args: { game: { ...game, supportPlay: 1 } } };
export const WithFreeTrial: Story = { args: { freeTrial: true } };
export const Favourite: Story = { args: { isFavourite: true } };
export const FavouriteSaving: Story = { args: { isFavourite: true, favouritePending: true } };
export const IconMissing: Story = { args: { game: { ...game, icon: undefined } } as never };
export const IconBroken: Story = { args: { game: { ...game, icon: '/wps/sandbox-assets/missing/none.png' } } };
export const LongName: Story = { args: { game: { ...game, name: 'Mighty Dragon Treasure Hold & Win Deluxe Xmas Edition' }, freeTrial: true } };

/**
 * A phone's two-column cell (about 200 × 250 px): the icon gives way so the name stays above the buttons.
 */
export const PhoneCell: Story = {
  args: { freeTrial: true },
  decorators: [(Story) => <div style={{ width: 200, height: 250 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('heading', { name: game.name });
    const start = canvas.getByRole('button', { name: /Start|Play/ });
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(start.getBoundingClientRect().top);
  },
};

/** Golden Lotus in the dark theme. */
export const GoldenLotusDark: Story = { args: { freeTrial: true }, globals: { theme: 'dark', brand: 'goldenlotus' } };
