// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, getMerchant, MerchantProvider, themeVars, THEME_MODE_KEY, useMerchant, useThemeMode, type Merchant } from '@/merchant';
import { contrastRatio } from '@/merchant/contrast';

const lucky = getMerchant('luckystar')!;
const golden = getMerchant('goldenlotus')!;
const html = document.documentElement;

function resetHtml() {
  html.removeAttribute('style');
  html.removeAttribute('data-theme');
  html.removeAttribute('data-merchant');
  document.head.innerHTML = '';
  document.title = '';
}

afterEach(resetHtml);

function ThemeToggle() {
  const merchant = useMerchant();
  const [mode, setMode] = useThemeMode();
  return (
    <button type="button" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
      {`${merchant.name}: switch from ${mode}`}
    </button>
  );
}

function Orphan() {
  useMerchant();
  return null;
}

function renderWith(merchant: Merchant) {
  return render(
    <MerchantProvider merchant={merchant}>
      <ThemeToggle />
    </MerchantProvider>,
  );
}

describe('themeVars', () => {
  it('names each token as a kebab-case CSS variable', () => {
    const vars = themeVars(lucky.theme.light);
    expect(vars['--color-on-primary']).toBe(lucky.theme.light.colorOnPrimary);
    expect(vars['--color-surface-raised']).toBe(lucky.theme.light.colorSurfaceRaised);
    expect(vars['--font-family']).toBe(lucky.theme.light.fontFamily);
    expect(Object.keys(vars)).toHaveLength(Object.keys(lucky.theme.light).length);
  });
});

describe('applyTheme', () => {
  it('writes every token of the mode on <html> and marks brand and mode', () => {
    applyTheme(golden, 'light');
    for (const [name, value] of Object.entries(themeVars(golden.theme.light))) {
      expect(html.style.getPropertyValue(name)).toBe(value);
    }
    expect(html.dataset.theme).toBe('light');
    expect(html.dataset.merchant).toBe('goldenlotus');
  });

  it('replaces the colours of another brand and mode', () => {
    applyTheme(lucky, 'light');
    applyTheme(golden, 'dark');
    expect(html.style.getPropertyValue('--color-primary')).toBe(golden.theme.dark.colorPrimary);
    expect(html.dataset.theme).toBe('dark');
  });

  it('updates the theme-color meta to the header colour', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#000000">';
    applyTheme(lucky, 'dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', lucky.theme.dark.colorHeader);
  });
});

describe('MerchantProvider', () => {
  it('starts in the brand default mode when nothing is remembered', () => {
    renderWith(golden);
    expect(screen.getByRole('button', { name: `Golden Lotus: switch from ${golden.theme.defaultMode}` })).toBeInTheDocument();
    expect(html.dataset.theme).toBe(golden.theme.defaultMode);
  });

  it('remembers the mode the visitor picks and uses it next time', async () => {
    const user = userEvent.setup();
    const first = renderWith(lucky);
    expect(lucky.theme.defaultMode).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Lucky Star: switch from light' }));
    expect(localStorage.getItem(THEME_MODE_KEY)).toBe('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(html.style.getPropertyValue('--color-background')).toBe(lucky.theme.dark.colorBackground);
    first.unmount();
    resetHtml();

    renderWith(lucky);
    expect(screen.getByRole('button', { name: 'Lucky Star: switch from dark' })).toBeInTheDocument();
    expect(html.style.getPropertyValue('--color-background')).toBe(lucky.theme.dark.colorBackground);
  });

  it('sets the favicon and the page title to the brand', () => {
    renderWith(golden);
    expect(document.querySelector('link[rel~="icon"]')).toHaveAttribute('href', golden.assets.favicon);
    expect(document.title).toBe('Golden Lotus');
  });

  it('follows a forced mode from outside', () => {
    const view = render(<MerchantProvider merchant={lucky} mode="dark"><ThemeToggle /></MerchantProvider>);
    expect(html.dataset.theme).toBe('dark');
    act(() => view.rerender(<MerchantProvider merchant={lucky} mode="light"><ThemeToggle /></MerchantProvider>));
    expect(html.dataset.theme).toBe('light');
  });

  it('makes useMerchant fail loudly without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the thrown render error too
    expect(() => render(<Orphan />)).toThrow(/MerchantProvider/);
  });
});

describe('contrastRatio', () => {
  it('measures black on white as 21 and a colour on itself as 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});
