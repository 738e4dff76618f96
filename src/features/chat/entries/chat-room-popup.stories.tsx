import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { signInFresh, withMemberFrame } from '../../member/story-support';
import ChatRoomPopup from './chat-room-popup';

const meta = {
  title: 'Chat/Chat room popup',
  component: ChatRoomPopup,
  decorators: [withMemberFrame],
  beforeEach: signInFresh,
  args: { onClose: fn(), modelId: 'carla' },
  parameters: { account: 'member01', route: '/live' },
} satisfies Meta<typeof ChatRoomPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: /Chat room/ });

/** member01 opened Carla's room from the live page: her chat full size. */
export const Member: Story = {
  play: async () => {
    await expect(await within(await dialog()).findByTitle('Live chat with Carla')).toBeVisible();
  },
};

/** A visitor: the sign-in prompt. */
export const Visitor: Story = {
  parameters: { account: '' },
  play: async () => {
    await expect(await within(await dialog()).findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** Golden Lotus, dark, in Tagalog. */
export const GoldenLotusDarkTagalog: Story = {
  globals: { brand: 'goldenlotus', theme: 'dark', language: 'TY' },
  play: async () => {
    await expect(await within(await dialog()).findByTitle('Live chat kasama si Carla')).toBeVisible();
  },
};
