import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import HelpPage from '@/features/help/entries/help-page';
import HelpPopup from '@/features/help/entries/help-popup';
import { forceError, resetStore } from '../../../sandbox/store';
import { renderInApp } from '../sections/render';

const topicTitle = (name: string) => screen.findByRole('heading', { level: 3, name });

describe('Help centre popup', () => {
  it('opens the topic of its anchor with that topic’s articles only', async () => {
    await renderInApp(<HelpPopup anchor="withdrawal" onClose={vi.fn<() => void>()} />, { route: '/help' });
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await topicTitle('How to withdraw')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 4, name: 'Requesting a withdrawal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choosing a deposit channel' })).not.toBeInTheDocument();
    const topics = within(dialog).getByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getByRole('link', { name: 'How to withdraw' })).toHaveAttribute('aria-current', 'true');
    expect(within(topics).getAllByRole('link')).toHaveLength(10);
  });

  it('opens the first topic without an anchor, and another topic from the list, focusing its title', async () => {
    const user = userEvent.setup();
    await renderInApp(<HelpPopup onClose={vi.fn<() => void>()} />, { route: '/help' });
    expect(await topicTitle('About us')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Privacy policy' }));
    expect(await topicTitle('Privacy policy')).toHaveFocus();
  });

  it('follows a link between articles to the topic it names', async () => {
    const user = userEvent.setup();
    await renderInApp(<HelpPopup anchor="withdrawal-3" onClose={vi.fn<() => void>()} />, { route: '/help' });
    const article = (await screen.findByRole('heading', { level: 4, name: 'Turnover requirement' })).closest('article')!;
    await user.click(await within(article as HTMLElement).findByRole('link', { name: 'Terms and conditions' }));
    expect(await topicTitle('Terms and conditions')).toHaveFocus();
    expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/help');
  });

  it('searches titles and text, and opens a result', async () => {
    const user = userEvent.setup();
    await renderInApp(<HelpPopup onClose={vi.fn<() => void>()} />, { route: '/help' });
    const search = await screen.findByRole('searchbox', { name: 'Search help' });
    await user.type(search, 'fund password');
    expect(screen.getByRole('heading', { name: 'Results for “fund password”: 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Requesting a withdrawal/ }));
    expect(await topicTitle('How to withdraw')).toHaveFocus();
    expect(search).toHaveValue('');
    await user.type(search, 'blackjack strategy');
    expect(screen.getByText('Nothing in the help centre matches “blackjack strategy”.')).toBeInTheDocument();
  });

  it('shows the help centre in Tagalog', async () => {
    await renderInApp(<HelpPopup anchor="deposit" onClose={vi.fn<() => void>()} />, { route: '/help', language: 'TY' });
    expect(await topicTitle('Paano magdeposito')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Maghanap sa tulong' })).toBeInTheDocument();
  });

  it('says when the help centre could not be loaded, and Retry loads it', async () => {
    resetStore();
    forceError('GET /wps/system/helpCenter', { code: 'system_busy' });
    const user = userEvent.setup();
    await renderInApp(<HelpPopup onClose={vi.fn<() => void>()} />, { route: '/help' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await topicTitle('About us')).toBeInTheDocument();
  });

  it('opens feedback from the help centre', async () => {
    await renderInApp(<HelpPopup onClose={vi.fn<() => void>()} />, { route: '/help' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('status', { name: 'open popup', hidden: true })).toHaveTextContent('feedback');
  });
});

describe('Help centre page (/helpmc)', () => {
  it('draws the help centre under its h1 with the anchor’s topic open, and switches topics', async () => {
    const user = userEvent.setup();
    await renderInApp(<HelpPage />, { route: '/helpmc#fair-play' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Fair play' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Licence' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Licence' })).toHaveFocus();
  });
});
