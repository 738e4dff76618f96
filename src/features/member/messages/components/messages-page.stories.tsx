import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../../sandbox/store';
import { memberPageFrame, signInFresh, type StoryAccount } from '../../story-support';
import { MessagesPage } from './messages-page';


/** Each story starts from the seeded sandbox: member01 has 320 messages (32 pages), turnover01 six, member02 none. */
const meta = {
  title: 'Member/Messages',
  component: MessagesPage,
  decorators: memberPageFrame('Messages'),
  beforeEach: async (context) => {
    await signInFresh(context);
    (context.parameters.setup as (() => void) | undefined)?.();
  },
  parameters: { account: 'member01' satisfies StoryAccount },
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox is on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/wps/relay/EMFE_getInbox', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading messages…')).toBeInTheDocument();
  },
};

/** A member who has never had a message. */
export const Empty: Story = {
  parameters: { account: 'member02' satisfies StoryAccount },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet')).toBeVisible();
  },
};

/** The inbox could not be loaded: the message and Retry. */
export const Failed: Story = {
  parameters: { setup: () => forceError('GET /wps/relay/EMFE_getInbox', { code: 'system.error' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Six messages: one page, no pager. */
export const OnePage: Story = {
  parameters: { account: 'turnover01' satisfies StoryAccount },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /^6 messages/ })).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Message pages' })).toBeNull();
  },
};

/** 320 messages over 32 pages, the newest unread (bold, with a dot, and named "Unread"). */
export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page 1 of 32')).toBeVisible();
  },
};

/** One message opened: its kind, time and sanitized content; it is read from now on. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const first = await within(canvasElement).findAllByRole('button', { name: /^Unread: / });
    await userEvent.click(first[0]!);
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** Two messages selected and the deletion asked to be confirmed. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const checks = await within(canvasElement).findAllByRole('checkbox', { name: /^Select: / });
    await userEvent.click(checks[0]!);
    await userEvent.click(checks[1]!);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete selected (2)' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Delete messages' })).toBeVisible();
  },
};

/** Tagalog, dark theme, the second brand. */
export const TagalogDark: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pahina 1 ng 32')).toBeVisible();
  },
};
