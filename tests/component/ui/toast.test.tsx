import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@/i18n';
import { allMerchants } from '@/merchant';
import { Toaster, toast } from '@/ui/toast';
import { AppProviders } from '../../support/app-providers';

const merchant = allMerchants()[0]!;

const hadPointerCapture = 'setPointerCapture' in Element.prototype;

beforeAll(async () => {
  await initI18n('EN');
  await setLanguage('EN');
  // sonner captures the pointer for swipe-to-dismiss; jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= function setPointerCapture() {};
});

afterAll(() => {
  if (!hadPointerCapture) Reflect.deleteProperty(Element.prototype, 'setPointerCapture');
});

afterEach(() => {
  act(() => toast.dismiss());
});

function renderToaster() {
  return render(
    <AppProviders merchant={merchant}>
      <Toaster />
    </AppProviders>,
  );
}

describe('Toaster', () => {
  it('is a polite live region before any toast, so the first one is announced', () => {
    renderToaster();
    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows success and error texts inside the live region', async () => {
    renderToaster();
    act(() => {
      toast.success('Withdrawal submitted');
      toast.error('Transfer failed');
    });
    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(region).findByText('Withdrawal submitted')).toBeInTheDocument();
    expect(within(region).getByText('Transfer failed')).toBeInTheDocument();
  });

  it('closes a toast from its translated close button', async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => {
      toast.success('Saved');
    });
    await screen.findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByText('Saved')).toBeNull();
  });

  it('labels the region in the current language', async () => {
    await setLanguage('TY');
    try {
      renderToaster();
      expect(screen.getByRole('region', { name: /^Mga abiso/ })).toBeInTheDocument();
    } finally {
      await setLanguage('EN');
    }
  });
});
