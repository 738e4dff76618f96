import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PwaBar } from '@/features/pwa/components/pwa-bar';
import PwaGate from '@/features/pwa/entries/pwa-gate';
import { DISMISSED_KEY } from '@/features/pwa/install-offer';
import { brand, renderInApp } from '../sections/render';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Chromium's install offer; `prompt` is a spy, `userChoice` answers with `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn<() => Promise<void>>(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PwaGate', () => {
  it("links the visitor's brand's manifest and offers nothing until the browser offers installation", async () => {
    await renderInApp(<PwaGate />, { merchant: brand('goldenlotus') });
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest/goldenlotus.webmanifest');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('shows Install when the browser offers it, and opens the browser dialog from it', async () => {
    const user = userEvent.setup();
    await renderInApp(<PwaGate />);
    const { prompt, event } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    const offer = await screen.findByRole('region', { name: 'Install Lucky Star' });
    expect(within(offer).getByText(/Add Lucky Star to your home screen/)).toBeVisible();
    await user.click(within(offer).getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install Lucky Star' })).toBeNull();
    // Installed, not refused: nothing remembered against asking again.
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
  });

  it('"Not now" hides the offer and keeps it away on this device for 14 days', async () => {
    const user = userEvent.setup();
    const first = await renderInApp(<PwaGate />);
    offerInstall('accepted');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install Lucky Star' })).toBeNull();
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    expect(Date.now() - at).toBeLessThan(5000);
    first.unmount();

    // The next visit, a day later: still nothing.
    localStorage.setItem(DISMISSED_KEY, String(Date.now() - 24 * 60 * 60 * 1000));
    const second = await renderInApp(<PwaGate />);
    offerInstall('accepted');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    second.unmount();

    // Fifteen days later: offered again.
    localStorage.setItem(DISMISSED_KEY, String(Date.now() - 15 * 24 * 60 * 60 * 1000));
    await renderInApp(<PwaGate />);
    offerInstall('accepted');
    expect(await screen.findByRole('button', { name: 'Install' })).toBeVisible();
  });

  it('refusing in the browser dialog counts as "Not now"', async () => {
    const user = userEvent.setup();
    await renderInApp(<PwaGate />);
    offerInstall('dismissed');
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    await vi.waitFor(() => expect(localStorage.getItem(DISMISSED_KEY)).not.toBeNull());
  });

  it('offers nothing when already installed (display-mode standalone)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await renderInApp(<PwaGate />);
    offerInstall('accepted');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('gives iOS Safari the Add to Home Screen steps in a dialog', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    await renderInApp(<PwaGate />, { language: 'TY' });
    const offer = await screen.findByRole('region', { name: 'I-install ang Lucky Star' });
    await user.click(within(offer).getByRole('button', { name: 'I-install' }));
    const sheet = screen.getByRole('dialog', { name: 'Idagdag ang Lucky Star sa iyong Home Screen' });
    const steps = within(sheet).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.trim())).toEqual([
      'I-tap ang Share button sa toolbar ng Safari.',
      'Mag-scroll pababa at i-tap ang “Add to Home Screen”.',
      'I-tap ang “Add”: bubukas na ang Lucky Star mula sa iyong Home Screen.',
    ]);
    const { violations } = await axe.run(document.body);
    expect(violations.map((v) => v.id)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('PwaBar', () => {
  it('says a new version is available and reloads once from Reload', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn<() => void>();
    await renderInApp(<PwaBar brandName="Lucky Star" install={null} onInstall={vi.fn<() => void>()} onDismiss={vi.fn<() => void>()} onReload={onReload} />);
    const update = screen.getByRole('region', { name: 'Site update' });
    expect(within(update).getByRole('status')).toHaveTextContent('A new version is available.');
    await user.click(within(update).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(within(update).getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('draws nothing with nothing to offer', async () => {
    const { container } = await renderInApp(<PwaBar brandName="Lucky Star" install={null} onInstall={vi.fn<() => void>()} onDismiss={vi.fn<() => void>()} />);
    expect(container.querySelector('.pwa-bar')).toBeNull();
  });
});
