/** What decides whether the site offers itself for installation: pure functions over the browser's facts. */

/** How long "Not now" keeps the offer away. */
export const DISMISS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Device storage key of the moment (epoch ms) the person last said "Not now". */
export const DISMISSED_KEY = 'pwa-install-dismissed-at';

/**
 * Chromium's install offer (`beforeinstallprompt`), not in the DOM typings: `prompt()` shows the browser's own dialog
 * once, `userChoice` tells what the person chose.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** What the site offers: the browser's install dialog, the iOS Safari instructions, or nothing. */
export type InstallOfferKind = 'prompt' | 'ios' | null;

/** Other iOS browsers and in-app browsers: all WebKit with "Safari" in the agent, but only Safari can add to Home Screen. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Brave|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Twitter|Snapchat/i;

/**
 * Safari on an iPhone or iPad (iPadOS asks for the desktop site, "Macintosh", but has a touch screen).
 *
 * @example isIosSafari('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) … Version/17.5 Mobile/15E148 Safari/604.1') // true
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//i.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

/** Whether "Not now" was said less than {@link DISMISS_DAYS} days before `now`. */
export function dismissedRecently(storedAt: string | null, now: number): boolean {
  const at = Number(storedAt);
  if (!storedAt || !Number.isFinite(at)) return false;
  return now - at >= 0 && now - at < DISMISS_DAYS * DAY_MS;
}

/** The browser's facts the offer depends on. */
export interface InstallFacts {
  /** The site runs as an installed app (display-mode standalone, or iOS's `navigator.standalone`). */
  standalone: boolean;
  /** The browser has offered installation (a kept `beforeinstallprompt`). */
  offered: boolean;
  iosSafari: boolean;
  dismissedRecently: boolean;
}

/** What to offer: nothing once installed or after a recent "Not now"; the browser's dialog when it offers one. */
export function installOffer(facts: InstallFacts): InstallOfferKind {
  if (facts.standalone || facts.dismissedRecently) return null;
  if (facts.offered) return 'prompt';
  return facts.iosSafari ? 'ios' : null;
}
