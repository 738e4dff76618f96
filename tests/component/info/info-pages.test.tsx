import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AboutPage, AboutView } from '@/features/info/components/about-page';
import { DepositTutorialPage } from '@/features/info/components/deposit-tutorial-page';
import { LicencesPage, LicencesView } from '@/features/info/components/licences-page';
import { SystemProvider } from '@/lib/system';
import naughty from '../../fixtures/naughty-strings.json';
import { brand, renderInApp } from '../sections/render';

describe('AboutPage', () => {
  it("shows the brand's sections from its config, each under its heading, and links to the licences", async () => {
    await renderInApp(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Lucky Star' })).toBeInTheDocument();
    const who = screen.getByRole('region', { name: 'Who we are' });
    expect(within(who).getByText(/^Lucky Star is an online entertainment site/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Help when you need it' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our licences' })).toHaveAttribute('href', '/licences');
  });

  it("takes another brand's own sections and texts from its config, in Tagalog too", async () => {
    await renderInApp(<AboutPage />, { merchant: brand('goldenlotus'), language: 'TY', route: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tungkol sa Golden Lotus' })).toBeInTheDocument();
    expect(screen.getByText(/^Dinadala ng Golden Lotus/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('shows config text as text, never as markup, and leaves the licences link out when there are none', async () => {
    const markup = naughty.strings.find((s) => s.includes('<script')) ?? '<script>alert(1)</script>';
    await renderInApp(<AboutView brandName={markup} sections={[{ id: 'x', titleKey: 'info_about_who_title', textKey: 'info_about_who_text' }]} hasLicences={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`About ${markup}`);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Our licences' })).not.toBeInTheDocument();
  });
});

describe('LicencesPage', () => {
  it('lists each licence with its regulator, number, scope and a link to check it in a new tab', async () => {
    await renderInApp(<LicencesPage />, { route: '/licences' });
    expect(screen.getByRole('heading', { level: 1, name: 'Licences and certification' })).toBeInTheDocument();
    const pagcor = screen.getByRole('region', { name: 'Philippine Amusement and Gaming Corporation (PAGCOR)' });
    expect(within(pagcor).getByText('PAGCOR-OGL-2024-0117')).toBeInTheDocument();
    expect(within(pagcor).getByText('Online gaming offered in the Philippines')).toBeInTheDocument();
    const check = within(pagcor).getByRole('link', { name: /^Check this licence with Philippine Amusement/ });
    expect(check).toHaveAttribute('href', 'https://www.pagcor.ph/');
    expect(check).toHaveAttribute('target', '_blank');
    expect(check).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows Golden Lotus's own licence", async () => {
    await renderInApp(<LicencesPage />, { merchant: brand('goldenlotus'), route: '/licences' });
    expect(screen.getByRole('region', { name: 'Curaçao Gaming Authority' })).toBeInTheDocument();
    expect(screen.getByText('OGL/2024/1187/0421')).toBeInTheDocument();
  });

  it('says so when a brand lists no licence', async () => {
    await renderInApp(<LicencesView brandName="Lucky Star" licences={[]} />);
    expect(screen.getByText(/^No licences are listed for Lucky Star yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('DepositTutorialPage', () => {
  const page = (flags: Record<string, boolean>) => (
    <SystemProvider flags={flags} info={null} location={null} customerServiceUrl={null}>
      <DepositTutorialPage />
    </SystemProvider>
  );

  it("shows the deposit page's own tutorial unfolded, and the way to the deposit page", async () => {
    await renderInApp(page({ DEPOSIT: true }), { route: '/depositTutorial' });
    expect(screen.getByRole('heading', { level: 1, name: 'How to deposit' })).toBeInTheDocument();
    const tutorial = screen.getByRole('complementary', { name: 'How to deposit' });
    expect(within(tutorial).getByText('Choose a payment method and a channel.')).toBeVisible();
    expect(within(tutorial).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(screen.getByRole('link', { name: 'Go to deposit' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/member/depositv2');
  });

  it('offers no deposit link where the brand takes no deposits (a credit market)', async () => {
    await renderInApp(page({ DEPOSIT: true, CREDITMAR3: true }), { route: '/depositTutorial' });
    expect(screen.getByText('Choose a payment method and a channel.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to deposit' })).not.toBeInTheDocument();
  });
});
