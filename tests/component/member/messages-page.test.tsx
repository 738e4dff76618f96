import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { server } from '../../../sandbox/node';
import { sendMail } from '../../../sandbox/operations/messages';
import { forceError, resetStore } from '../../../sandbox/store';
import { renderMemberPage } from './wallet/render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const menuLink = () => within(screen.getByRole('navigation', { name: 'Member centre' })).getByRole('link', { name: 'Messages' });
// The header's badge adds the available promotions (member01: 2 missions, 1 deposit, 1 sign-up).
const headerLink = () => within(screen.getByRole('navigation', { name: 'Member menu' })).getByRole('link', { name: 'Messages' });
const rows = async () => within(await screen.findByRole('list', { name: /messages, \d+ unread/ })).getAllByRole('listitem');

describe('Messages page', () => {
  it('shows the newest page with unread messages named as unread, and opening one shows it and clears it', async () => {
    const user = userEvent.setup();
    sendMail('member01', 'Weekly news', '<p>Hello <strong>member</strong></p><img src="x" onerror="alert(1)"><script>window.hacked = 1</script>');
    await renderMemberPage('/member/messageV2');
    expect(await rows()).toHaveLength(10);
    const summary = screen.getByRole('heading', { name: /^320 messages?, \d+ unread$|^321 messages, \d+ unread$/ });
    const unreadBefore = Number(/(\d+) unread/.exec(summary.textContent ?? '')?.[1]);
    await waitFor(() => expect(menuLink()).toHaveAccessibleDescription(`${unreadBefore} new`));
    await waitFor(() => expect(headerLink()).toHaveAccessibleDescription(`${unreadBefore + 4} new messages and offers`));

    const open = screen.getByRole('button', { name: 'Unread: Mail Weekly news' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Weekly news' });
    expect(await within(dialog).findByText('member')).toBeVisible();
    expect(dialog.querySelector('script, img[onerror]')).toBeNull();
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('button', { name: 'Mail Weekly news' })).toBeVisible();
    await waitFor(() => expect(menuLink()).toHaveAccessibleDescription(`${unreadBefore - 1} new`));
    expect(headerLink()).toHaveAccessibleDescription(`${unreadBefore + 3} new messages and offers`);
    expect(screen.getByRole('heading', { name: `321 messages, ${unreadBefore - 1} unread` })).toBeVisible();
  });

  it('the header badge shows one number once both unread mail and waiting offers are known, not the mail count first', async () => {
    let release!: () => void;
    const offersHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/wps/relay/MCSFE_getAvailablePromotions', async () => {
        // Then on to the sandbox's own answer.
        await offersHeld;
        return undefined;
      }),
    );
    await renderMemberPage('/member/messageV2');
    const summary = await screen.findByRole('heading', { name: /^320 messages, \d+ unread$/ });
    const unread = Number(/(\d+) unread/.exec(summary.textContent ?? '')?.[1]);
    await waitFor(() => expect(menuLink()).toHaveAccessibleDescription(`${unread} new`));
    // The unread count is in, the offers are not: the header shows no number yet rather than one that grows.
    expect(headerLink()).not.toHaveAttribute('aria-describedby');
    release();
    await waitFor(() => expect(headerLink()).toHaveAccessibleDescription(`${unread + 4} new messages and offers`));
  });

  it('selects messages on the page and deletes them after confirmation', async () => {
    const user = userEvent.setup();
    await renderMemberPage('/member/messageV2');
    const [first, second] = await rows();
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();

    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete messages' });
    expect(within(confirm).getByText('Delete the selected messages (2)? This cannot be undone.')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Messages deleted: 2')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: /^318 messages/ })).toBeVisible());
    expect(screen.queryByRole('dialog', { name: 'Delete messages' })).toBeNull();
  });

  it('deletes the open message after confirmation', async () => {
    const user = userEvent.setup();
    sendMail('member01', 'Old news', '<p>Read me once</p>');
    await renderMemberPage('/member/messageV2');
    await user.click(await screen.findByRole('button', { name: 'Unread: Mail Old news' }));
    const dialog = await screen.findByRole('dialog', { name: 'Old news' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete messages' });
    expect(within(confirm).getByText('Delete the selected messages (1)? This cannot be undone.')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Messages deleted: 1')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Old news/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('selects the whole page at once and keeps everything when the deletion is cancelled', async () => {
    const user = userEvent.setup();
    await renderMemberPage('/member/messageV2');
    await rows();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (10)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete messages' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: /^320 messages/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete selected (10)' })).toBeEnabled();
  });

  it('pages through the inbox', async () => {
    const user = userEvent.setup();
    await renderMemberPage('/member/messageV2');
    await rows();
    const pager = screen.getByRole('navigation', { name: 'Message pages' });
    expect(within(pager).getByText('Page 1 of 32')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await within(pager).findByText('Page 2 of 32')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('says there are no messages yet for a member without any', async () => {
    await renderMemberPage('/member/messageV2', { account: 'member02' });
    expect(await screen.findByText('No messages yet')).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers Retry when the inbox cannot be loaded, and shows it after', async () => {
    const user = userEvent.setup();
    forceError('GET /wps/relay/EMFE_getInbox', { code: 'system.error' });
    await renderMemberPage('/member/messageV2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(10);
  });

  it('reads in Tagalog', async () => {
    await renderMemberPage('/member/messageV2', { language: 'TY' });
    expect(await screen.findByRole('checkbox', { name: 'Piliin lahat sa pahinang ito' })).toBeVisible();
    expect(screen.getByRole('heading', { name: /^320 mensahe, \d+ hindi pa nababasa$/ })).toBeVisible();
  });
});
