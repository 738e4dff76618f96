import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import GameListPopup from './game-list-popup';

const meta = {
  title: 'Games/GameListPopup',
  component: GameListPopup,
  args: { onClose: fn(), vassalage: 'EVO', gameType: 'LIVE', title: 'Evolution Lobby' },
} satisfies Meta<typeof GameListPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Evolution: Story = {};
export const SmallVendor: Story = { args: { vassalage: 'KM', gameType: 'PVP', title: 'Kingmaker Lobby' } };
