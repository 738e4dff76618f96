import { useCallback, useEffect, useState } from 'react';
import {
  DISMISSED_KEY,
  dismissedRecently,
  installOffer,
  isIosSafari,
  type BeforeInstallPromptEvent,
  type InstallOfferKind,
} from './install-offer';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

export interface InstallOffer {
  kind: InstallOfferKind;
  /** Opens the browser's install dialog (kind 'prompt'); a "no" there counts as "Not now". */
  install: () => Promise<void>;
  /** "Not now": no offer on this device for 14 days. */
  dismiss: () => void;
}

/**
 * The install offer: keeps the browser's `beforeinstallprompt` (so it can be shown from our button), gives iOS Safari
 * its instructions instead, and offers nothing once installed or within 14 days of "Not now".
 */
export function useInstallOffer(now: () => number = Date.now): InstallOffer {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [standalone, setStandalone] = useState(isStandalone);
  const [dismissed, setDismissed] = useState(() => dismissedRecently(readDismissed(), now()));

  useEffect(() => {
    const onOffer = (event: Event) => {
      // Keep it for our button instead of the browser's own mini-bar.
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setOffer(null);
      setStandalone(true);
    };
    const media = window.matchMedia?.('(display-mode: standalone)');
    const onMode = () => setStandalone(isStandalone());
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    media?.addEventListener?.('change', onMode);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
      media?.removeEventListener?.('change', onMode);
    };
  }, []);

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(now()));
    } catch {
      // Storage refused (private mode): hidden for this visit only.
    }
    setDismissed(true);
  }, [now]);

  const install = useCallback(async () => {
    if (!offer) return;
    // A kept offer opens the browser's dialog once only.
    setOffer(null);
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') dismiss();
  }, [offer, dismiss]);

  const kind = installOffer({
    standalone,
    offered: offer !== null,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    dismissedRecently: dismissed,
  });
  return { kind, install, dismiss };
}
