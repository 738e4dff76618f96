import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementGate, closedFlagKey, FIRST_LOGIN_KEY } from '@/features/announcements';
import AnnouncementPopup from '@/features/announcements/entries/announcement-popup';
import NoticePopup from '@/features/announcements/entries/notice-popup';
import { MEMBER, renderInApp } from '../sections/render';

declare global {
  interface Window {
    xssRan?: boolean;
  }
}

const XSS_TITLE = '<img src=x onerror="window.xssRan=true">Big news';
const XSS_ITEMS = [
  {
    id: 1,
    title: XSS_TITLE,
    content:
      '<p>Hello <b>friend</b></p><img src="x" onerror="window.xssRan=true"><script>window.xssRan=true</script>' +
      '<a href="javascript:window.xssRan=true">bad link</a><a href="https://example.com/rules">rules</a>' +
      '<div onclick="window.xssRan=true">click</div>',
    promotionType: 'DEPOSIT',
    sequence: 1,
  },
  { id: 2, title: 'Second', content: '<p>Second body</p>', sequence: 2 },
];

afterEach(() => {
  delete window.xssRan;
});

describe('AnnouncementPopup', () => {
  it('shows a title as text and its content sanitized: no script, event handler or javascript: link survives', async () => {
    await renderInApp(<AnnouncementPopup items={XSS_ITEMS} audience="anonymous" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Announcements' });
    const toggle = within(dialog).getByRole('button', { name: XSS_TITLE });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await within(panel).findByText('friend');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(panel).getByText('bad link').getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    const rules = within(panel).getByRole('link', { name: 'rules' });
    expect(rules).toHaveAttribute('target', '_blank');
    expect(rules).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    await userEvent.click(within(panel).getByText('click'));
    expect(window.xssRan).toBeUndefined();
  });

  it('expands and collapses each title', async () => {
    await renderInApp(<AnnouncementPopup items={XSS_ITEMS} audience="anonymous" onClose={() => {}} />);
    const second = screen.getByRole('button', { name: 'Second' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Second body')).toBeVisible();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a go-to-promotion button for an item with a promotionType, opening the reward centre', async () => {
    const onClose = vi.fn<() => void>();
    await renderInApp(<AnnouncementPopup items={XSS_ITEMS} audience="anonymous" onClose={onClose} />);
    await userEvent.click(screen.getByRole('link', { name: 'Go to promotion' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/rewardCenter');
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getAllByRole('link', { name: 'Go to promotion' })).toHaveLength(1);
  });

  it('remembers for the session that the audience closed it', async () => {
    const onClose = vi.fn<() => void>();
    await renderInApp(<AnnouncementPopup items={XSS_ITEMS} audience="member" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(sessionStorage.getItem(closedFlagKey('member'))).not.toBeNull();
    expect(sessionStorage.getItem(closedFlagKey('anonymous'))).toBeNull();
  });
});

describe('NoticePopup', () => {
  const notices = Array.from({ length: 13 }, (_, i) => ({ id: i + 1, title: `Notice ${i + 1}`, content: `<p>Body ${i + 1}</p>` }));

  it('pages the list by 9', async () => {
    await renderInApp(<NoticePopup notices={notices} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(9);
    expect(within(dialog).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Notice 10' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps only one notice expanded at a time', async () => {
    await renderInApp(<NoticePopup notices={notices} onClose={() => {}} />);
    const first = screen.getByRole('button', { name: 'Notice 1' });
    const second = screen.getByRole('button', { name: 'Notice 2' });
    await userEvent.click(first);
    expect(await screen.findByText('Body 1')).toBeVisible();
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Body 1')).toBeNull();
  });

  it('fetches the notice list when opened without one', async () => {
    await renderInApp(<NoticePopup onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: /^Payment channel upgraded/ })).toBeInTheDocument();
  });

  it('shows a notice title with markup as text', async () => {
    await renderInApp(<NoticePopup notices={[{ id: 1, title: XSS_TITLE, content: '<script>window.xssRan=true</script>' }]} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: XSS_TITLE }));
    await waitFor(() => expect(document.querySelector('.announcement-content')).not.toHaveAttribute('aria-busy'));
    expect(document.querySelector('.notice-popup script, .notice-popup img')).toBeNull();
    expect(window.xssRan).toBeUndefined();
  });
});

describe('AnnouncementGate', () => {
  function openedItems(): { id: number }[] {
    const probe = screen.getByRole('status', { name: 'open popup' });
    return (JSON.parse(probe.getAttribute('data-props') || '{}') as { items?: { id: number }[] }).items ?? [];
  }

  it('opens execution B for an anonymous visitor', async () => {
    await renderInApp(<AnnouncementGate />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'open popup' })).toHaveTextContent('announcement'));
    expect(openedItems().map((i) => i.id)).toEqual([502]);
  });

  it('opens execution A for a signed-in member', async () => {
    await renderInApp(<AnnouncementGate />, { member: MEMBER });
    await waitFor(() => expect(screen.getByRole('status', { name: 'open popup' })).toHaveTextContent('announcement'));
    expect(openedItems().map((i) => i.id)).toEqual([501, 504]);
  });

  it('adds execution F on a first login', async () => {
    sessionStorage.setItem(FIRST_LOGIN_KEY, 'true');
    await renderInApp(<AnnouncementGate />, { member: MEMBER });
    await waitFor(() => expect(screen.getByRole('status', { name: 'open popup' })).toHaveTextContent('announcement'));
    expect(openedItems().map((i) => i.id)).toEqual([501, 503, 504, 505]);
  });

  it('stays closed once the audience closed it this session', async () => {
    sessionStorage.setItem(closedFlagKey('anonymous'), '1');
    await renderInApp(<AnnouncementGate />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('status', { name: 'open popup' })).toHaveTextContent('');
  });
});
