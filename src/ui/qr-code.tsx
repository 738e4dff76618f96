import { lazy, Suspense } from 'react';

const QrCodeSvg = lazy(() => import('./qr-code-svg'));

export interface QrCodeProps {
  /** What the code encodes, e.g. an app download link. */
  value: string;
  /** Accessible name of the code image. */
  label: string;
  /** Edge in CSS pixels; SPEC §9 uses 80 with error-correction level M. */
  size?: number;
}

/** A QR code (error-correction M) whose library loads on demand; a same-size box holds its place, so nothing shifts. */
export function QrCode({ value, label, size = 80 }: QrCodeProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" style={{ display: 'inline-block', width: size, height: size }} />}>
      <QrCodeSvg value={value} label={label} size={size} />
    </Suspense>
  );
}
