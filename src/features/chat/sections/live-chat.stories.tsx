import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { signInFresh, withMemberFrame } from '../../member/story-support';
import LiveChatSection from './live-chat';

const meta = {
  title: 'Chat/Live chat panel',
  component: LiveChatSection,
  decorators: [withMemberFrame, (Story) => <main style={{ maxWidth: 1100, padding: 16 }}><h1>Live casino</h1><Story /></main>],
  beforeEach: signInFresh,
  parameters: { account: 'member01', route: '/live' },
} satisfies Meta<typeof LiveChatSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01: streamers beside the first online streamer's chat and Open chat room; the open room reads the unread lines. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTitle('Live chat with Angel')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/unread/)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /^Bea/ }));
    await expect(await canvas.findByTitle('Live chat with Bea')).toBeVisible();
  },
};

/** A visitor: the sign-in prompt, no chat. */
export const Visitor: Story = {
  parameters: { account: '' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** A trial account is told the chat needs a real account. */
export const TrialAccount: Story = {
  parameters: { account: 'trial01' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This needs a real account/)).toBeVisible();
  },
};

/** The chat fails to open: the member's unread count and the message with Retry, which opens it. */
export const LaunchError: Story = {
  beforeEach: () => forceError('GET /wps/relay/CBS_launchChat', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 unread')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByTitle('Live chat with Angel')).toBeVisible();
  },
};

/** Phones: the streamers above the chat. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
};

/** Waiting for the sandbox. */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** Golden Lotus, dark, in Tagalog. */
export const GoldenLotusDarkTagalog: Story = {
  globals: { brand: 'goldenlotus', theme: 'dark', language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Buksan ang chat room' })).toBeVisible();
  },
};
