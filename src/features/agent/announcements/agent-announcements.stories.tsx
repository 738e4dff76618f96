import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { agentPageFrame, signInAgent } from '../story-support';
import { AgentAnnouncements } from './agent-announcements';


const meta = {
  title: 'Agent/Announcements',
  component: AgentAnnouncements,
  decorators: agentPageFrame('agentAnnouncement', 760),
  beforeEach: signInAgent('agent01'),
  parameters: { route: '/agentHome/agentAnnouncement' },
} satisfies Meta<typeof AgentAnnouncements>;
export default meta;

type Story = StoryObj<typeof meta>;

/** agent01: a dozen announcements, nine unread (marked New). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('9 unread')).toBeVisible();
  },
};

/** One opened: its sanitized content shows and it is read from now on. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('9 unread');
    const item = canvas.getByRole('article', { name: /^Scheduled maintenance on Sunday/ });
    await userEvent.click(within(item).getByRole('button', { name: 'Read' }));
    await expect(await within(item).findByText(/unavailable from 02:00/)).toBeVisible();
    await expect(await canvas.findByText('8 unread')).toBeVisible();
  },
};

/** Everything read. */
export const AllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('9 unread');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all shown as read' }));
    await expect(await canvas.findByText('All announcements are read.')).toBeVisible();
  },
};

/** The list could not be loaded: the message and Retry. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getAgentAnnouncements', { code: 'system.error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Tagalog, dark theme, the second brand. */
export const TagalogDark: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('9 hindi pa nababasa')).toBeVisible();
  },
};
