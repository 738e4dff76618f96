import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RightBar } from '@/features/layout';
import { renderLayout } from './render';

describe('RightBar', () => {
  it('shows the app QR code with its label', async () => {
    await renderLayout(<RightBar />);
    const bar = screen.getByRole('complementary', { name: 'Quick links' });
    // The QR library loads on demand; a same-size placeholder holds its place meanwhile.
    const qr = await within(bar).findByRole('img', { name: 'QR code to download the Lucky Star app' });
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
