import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';

const QrCodeSvg = lazy(() => import('./qr-code-svg'));

/** How far outside the viewport a code starts drawing, so it is ready before it scrolls in. */
const NEAR_VIEWPORT = '400px';

export interface QrCodeProps {
  /** What the code encodes, e.g. an app download link. */
  value: string;
  /** Accessible name of the code image. */
  label: string;
  /** Edge in CSS pixels; SPEC §9 uses 80 with error-correction level M. */
  size?: number;
}

/** Whether the element is (about to be) on screen; true at once where IntersectionObserver is missing. */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * A QR code (error-correction M). Encoding one takes tens of milliseconds on a phone, so it is drawn only once the
 * code comes near the screen, and its library loads on demand; a same-size box holds its place, so nothing shifts.
 */
export function QrCode({ value, label, size = 80 }: QrCodeProps) {
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(box);
  const placeholder = <span ref={box} aria-hidden="true" style={{ display: 'inline-block', width: size, height: size }} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <QrCodeSvg value={value} label={label} size={size} />
    </Suspense>
  );
}
