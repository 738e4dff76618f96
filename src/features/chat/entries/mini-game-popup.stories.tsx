import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { signInFresh, withMemberFrame } from '../../member/story-support';
import MiniGamePopup from './mini-game-popup';

const meta = {
  title: 'Chat/Mini-game popup',
  component: MiniGamePopup,
  decorators: [withMemberFrame],
  beforeEach: signInFresh,
  args: { onClose: fn() },
  parameters: { account: 'member01' },
} satisfies Meta<typeof MiniGamePopup>;
export default meta;

type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: /Mini games|Mga mini game/ });

/** member01: the mini games as game cards. */
export const Member: Story = {
  play: async () => {
    const list = await within(await dialog()).findByRole('list', { name: 'Mini games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** A visitor sees the same list (starting one asks to sign in). */
export const Visitor: Story = { parameters: { account: '' } };

/** Waiting for the sandbox. */
export const Loading: Story = { globals: { scenario: 'slow' } };

/** The list fails to load: the message with Retry, which loads it. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/GCSGAME_getMiniGames', { code: 'unknown_error' }),
  play: async () => {
    const popup = await dialog();
    await userEvent.click(await within(popup).findByRole('button', { name: 'Retry' }));
    await expect(await within(popup).findByRole('list', { name: 'Mini games' })).toBeVisible();
  },
};

/** Golden Lotus, dark, in Tagalog. */
export const GoldenLotusDarkTagalog: Story = {
  globals: { brand: 'goldenlotus', theme: 'dark', language: 'TY' },
  play: async () => {
    await expect(await within(await dialog()).findByRole('list', { name: 'Mga mini game' })).toBeVisible();
  },
};
