import type { AppPlatform } from '@/lib/app-download-links';

/** What the download page needs to know about the visitor's device. */
export interface Device {
  /** The phone or tablet's system, or null on a computer. */
  os: AppPlatform | null;
  /** Safari itself on iOS (a configuration profile only installs from Safari). */
  safari: boolean;
}

/** Other iOS browsers and in-app browsers: all WebKit with "Safari" in the agent, none of them Safari. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Brave|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Twitter|Snapchat/i;

/**
 * The device from the browser's user agent. iPadOS asks for the desktop site ("Macintosh") but has a touch screen,
 * so a Mac agent with touch points is an iPad.
 *
 * @example detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) … Chrome/126 Mobile Safari/537.36') // { os: 'android', safari: false }
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  if (ios) return { os: 'ios', safari: /Safari\//i.test(userAgent) && !NOT_SAFARI.test(userAgent) };
  if (/Android/i.test(userAgent)) return { os: 'android', safari: false };
  return { os: null, safari: false };
}

/** The current browser's device (a computer where there is no browser). */
export function currentDevice(): Device {
  if (typeof navigator === 'undefined') return { os: null, safari: false };
  return detectDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
