import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '@/features/layout';
import { renderLayout } from './render';

describe('Header', () => {
  it('links the brand logo home', async () => {
    await renderLayout(<Header />);
    const logo = screen.getByRole('img', { name: 'Lucky Star' });
    expect(logo).toHaveAttribute('src', '/merchants/luckystar/logo.svg');
    expect(screen.getByRole('link', { name: 'Lucky Star' })).toHaveAttribute('href', '/');
  });

  it('switches the language from the selector and the text changes at once', async () => {
    const user = userEvent.setup();
    await renderLayout(<Header />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['EN', 'English'],
      ['TY', 'Tagalog'],
    ]);

    await user.selectOptions(select, 'TY');

    expect(await screen.findByRole('link', { name: 'Mag-sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('combobox', { name: 'Wika' })).toHaveValue('TY');
    expect(document.documentElement.lang).toBe('tl');
    expect(localStorage.getItem('language')).toBe('TY');
  });

  it('offers the languages the brand supports', async () => {
    const { getMerchant } = await import('@/merchant');
    await renderLayout(<Header />, { merchant: getMerchant('goldenlotus')! });
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['EN', 'TY', 'VI']);
  });

  it('toggles the dark theme and remembers it', async () => {
    const user = userEvent.setup();
    await renderLayout(<Header />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('theme-mode')).toBe('light');
  });

  it('opens customer service in a new tab', async () => {
    await renderLayout(<Header />);
    const link = screen.getByRole('link', { name: /Customer service/ });
    expect(link).toHaveAttribute('href', 'https://support.luckystar.example/chat');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('prefers the customer-service address the platform gives at start-up', async () => {
    await renderLayout(<Header />, { customerServiceUrl: 'https://help.platform.example/live' });
    expect(screen.getByRole('link', { name: /Customer service/ })).toHaveAttribute(
      'href',
      'https://help.platform.example/live',
    );
  });

  it('offers Sign in and Register to a visitor', async () => {
    await renderLayout(<Header />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows a signed-in member their account name instead of Sign in', async () => {
    await renderLayout(<Header />, { member: { id: 7, account: 'member01', type: 0 } });
    expect(screen.getByText('member01')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});
