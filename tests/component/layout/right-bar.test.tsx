import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RightBar as DeferredRightBar } from '@/features/layout';
import { RightBar } from '@/features/layout/components/RightBar';
import { renderLayout } from './render';

describe('RightBar', () => {
  it('shows the app QR code with its label from its button, and Escape puts it away', async () => {
    const user = userEvent.setup();
    await renderLayout(<RightBar />);
    const bar = screen.getByRole('complementary', { name: 'Quick links' });
    const button = within(bar).getByRole('button', { name: 'Download the app' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toHaveClass('layout-rightbar__popover--open');
    // The QR library loads on demand; a same-size placeholder holds its place meanwhile.
    const qr = await within(panel).findByRole('img', { name: 'QR code to download the Lucky Star app' });
    expect(qr).toHaveAttribute('width', '80');
    expect(within(panel).getByText('Download the app')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('draws each social network as its icon', async () => {
    await renderLayout(<RightBar />);
    const bar = screen.getByRole('complementary', { name: 'Quick links' });
    const facebook = within(bar).getByRole('link', { name: /Facebook/ });
    expect(facebook.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    expect(facebook).not.toHaveTextContent('F');
  });

  it('names every social link and customer service', async () => {
    await renderLayout(<RightBar />);
    const bar = screen.getByRole('complementary', { name: 'Quick links' });
    const names = within(bar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual([
      'Facebook (opens in a new tab)',
      'Telegram (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'Customer service (opens in a new tab)',
    ]);
  });

  it('arrives in its own chunk through the shell\'s RightBar', async () => {
    await renderLayout(<DeferredRightBar />);
    expect(await screen.findByRole('complementary', { name: 'Quick links' })).toBeInTheDocument();
  });
});
