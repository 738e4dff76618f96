import type { ReactNode } from 'react';

/** What one install step shows on the phone's screen. */
export type StepPictureKind = 'download' | 'allow' | 'settings' | 'install' | 'unknown-sources' | 'open-app';

const SCREENS: Record<StepPictureKind, ReactNode> = {
  // An arrow into a tray.
  download: (
    <>
      <path d="M32 30v22m-9-9 9 9 9-9" className="step-picture__ink" />
      <path d="M20 58v6h24v-6" className="step-picture__ink" />
    </>
  ),
  // A system dialog with Ignore | Allow; Allow is the one to tap.
  allow: (
    <>
      <rect x="14" y="32" width="36" height="30" rx="4" className="step-picture__card" />
      <path d="M19 40h26M19 45h18" className="step-picture__line" />
      <rect x="17" y="51" width="13" height="7" rx="2" className="step-picture__card" />
      <rect x="34" y="51" width="13" height="7" rx="2" className="step-picture__accent" />
      <circle cx="44" cy="62" r="4" className="step-picture__tap" />
    </>
  ),
  // A gear, then the list it opens.
  settings: (
    <>
      <circle cx="32" cy="38" r="6" className="step-picture__ink" />
      <path d="M32 27v4m0 14v4m-11-11h4m14 0h4m-19-8 3 3m10 10 3 3m0-16-3 3m-10 10-3 3" className="step-picture__ink" />
      <path d="M18 56h28M18 62h20" className="step-picture__line" />
    </>
  ),
  // The profile sheet's Install button and a tick.
  install: (
    <>
      <path d="M22 40l7 7 13-14" className="step-picture__ink" />
      <rect x="18" y="54" width="28" height="9" rx="3" className="step-picture__accent" />
      <circle cx="40" cy="62" r="4" className="step-picture__tap" />
    </>
  ),
  // A shield with a switch turned on.
  'unknown-sources': (
    <>
      <path d="M32 26l12 5v9c0 8-5 13-12 16-7-3-12-8-12-16v-9z" className="step-picture__ink" />
      <rect x="22" y="59" width="20" height="8" rx="4" className="step-picture__accent" />
      <circle cx="37" cy="63" r="3" className="step-picture__knob" />
    </>
  ),
  // A grid of apps, one highlighted.
  'open-app': (
    <>
      <rect x="16" y="30" width="10" height="10" rx="3" className="step-picture__card" />
      <rect x="38" y="30" width="10" height="10" rx="3" className="step-picture__card" />
      <rect x="16" y="46" width="10" height="10" rx="3" className="step-picture__card" />
      <rect x="27" y="44" width="12" height="12" rx="3" className="step-picture__accent" />
      <rect x="38" y="46" width="10" height="10" rx="3" className="step-picture__card" />
      <circle cx="37" cy="56" r="4" className="step-picture__tap" />
    </>
  ),
};

/** A small drawing of a phone showing one install step; decorative (the step's text says the same). */
export function StepPicture({ kind }: { kind: StepPictureKind }) {
  return (
    <svg className="step-picture" viewBox="0 0 64 96" width="64" height="96" aria-hidden="true" focusable="false" data-picture={kind}>
      <rect x="8" y="4" width="48" height="88" rx="8" className="step-picture__phone" />
      <rect x="12" y="14" width="40" height="66" rx="2" className="step-picture__screen" />
      <path d="M27 9h10" className="step-picture__line" />
      <circle cx="32" cy="86" r="2.5" className="step-picture__line" />
      {SCREENS[kind]}
    </svg>
  );
}
