import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePopups } from '@/lib/popups';
import { Footer as DeferredFooter } from '@/features/layout';
import { Footer, footerVendors } from '@/features/layout/components/Footer';
import { renderLayout } from './render';

/** Names the popup the footer asked for, as the popup host would get it. */
function PopupProbe() {
  const { current } = usePopups();
  return <output aria-label="Open popup">{current?.name ?? ''}</output>;
}

describe('Footer', () => {
  it('shows the average deposit and withdrawal times as labelled bars', async () => {
    await renderLayout(<Footer />);
    const deposit = screen.getByRole('meter', { name: 'Average deposit time 3 minutes' });
    const withdrawal = screen.getByRole('meter', { name: 'Average withdrawal time 5 minutes' });
    // Bars from config: 186 and 190 of 260, read out as the time rather than the bar's value.
    expect(deposit).toHaveAttribute('value', '186');
    expect(deposit).toHaveAttribute('max', '260');
    expect(deposit).toHaveAttribute('aria-valuetext', '3 minutes');
    expect(withdrawal).toHaveAttribute('value', '190');
    expect(withdrawal).toHaveAttribute('aria-valuetext', '5 minutes');
  });

  it('lists the help links and customer service from config', async () => {
    await renderLayout(<Footer />);
    const help = screen.getByRole('region', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(within(help).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/help#terms');
    expect(within(help).getByRole('link', { name: /Customer service/ })).toHaveAttribute('target', '_blank');
  });

  it('opens the mini games from the help links, as the right-side bar does (phones have no right-side bar)', async () => {
    const user = userEvent.setup();
    await renderLayout(
      <>
        <Footer />
        <PopupProbe />
      </>,
    );
    await user.click(within(screen.getByRole('region', { name: 'Help' })).getByRole('button', { name: 'Mini games' }));
    expect(screen.getByRole('status', { name: 'Open popup' })).toHaveTextContent('miniGame');
  });

  it('shows product blurbs, social links, logos and game providers', async () => {
    await renderLayout(<Footer />);
    expect(screen.getByRole('heading', { name: 'Live Casino', level: 3 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Follow us' })).getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/',
    );
    expect(screen.getByRole('img', { name: 'Certified fair play' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Players must be 18 or older' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Google Chrome' })).toBeInTheDocument();
  });

  it('names the game providers as the vendor menu does, never by their codes', async () => {
    await renderLayout(<Footer />);
    // Lucky Star's vendorLogos: LOTT, ELOTT, TCG_SEA, FB, AV, IMES, DS88.
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    const names = within(providers)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Lottery', 'E-Lottery', 'SEA Lottery', 'FB Sports', 'AV E-sports', 'IM E-sports', 'DS88 Sabong']);
  });

  it('leaves out a provider the vendor menu does not list, and the section when none is', () => {
    const lanes = [{ title: 'SPORTS', cards: [{ vassalage: 'FB', displayName: 'FB Sports', gameType: 'SPORTS', smallIcon: '/fb.svg' }] }];
    expect(footerVendors(['FB', 'GONE', '/logos/pg-soft.png'], lanes)).toEqual([
      { code: 'FB', name: 'FB Sports', logo: '/fb.svg' },
      { code: '/logos/pg-soft.png', name: 'PG SOFT', logo: '/logos/pg-soft.png' },
    ]);
    expect(footerVendors(['FB'], undefined)).toEqual([]);
  });

  it('draws each social network as its icon beside its name', async () => {
    await renderLayout(<Footer />);
    const social = screen.getByRole('region', { name: 'Follow us' });
    for (const link of within(social).getAllByRole('link')) {
      expect(link.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    }
    expect(within(social).getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
  });

  it('ends with a copyright line naming the brand and the year', async () => {
    await renderLayout(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Lucky Star. All rights reserved.`)).toBeInTheDocument();
  });

  it('arrives in its own chunk through the shell\'s Footer', async () => {
    await renderLayout(<DeferredFooter />);
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Lucky Star');
  });

  it('speaks Tagalog when the language is TY', async () => {
    await renderLayout(<Footer />, { language: 'TY' });
    expect(screen.getByRole('meter', { name: 'Karaniwang tagal ng deposito 3 minuto' })).toBeInTheDocument();
  });
});
