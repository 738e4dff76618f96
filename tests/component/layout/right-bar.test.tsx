import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RightBar } from '@/features/layout';
import { renderLayout } from './render';

describe('RightBar', () => {
  it('shows the app QR code with its label', async () => {
    await renderLayout(<RightBar />);
    const bar = screen.getByRole('complementary', { name: 'Quick links' });
    const qr = within(bar).getByRole('img', { name: 'QR code to download the Lucky Star app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', '80');
    expect(within(bar).getByText('Download the app')).toBeInTheDocument();
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
});
