import { QRCodeCanvas } from 'qrcode.react';
import type { Ref } from 'react';

export interface ShareLinkQrCanvasProps {
  value: string;
  label: string;
  size: number;
  ref?: Ref<HTMLCanvasElement>;
}

/** The QR drawing as a canvas (so it can be saved as PNG); loaded on demand by ShareQr only. */
export default function ShareLinkQrCanvas({ value, label, size, ref }: ShareLinkQrCanvasProps) {
  // A canvas image is named with role="img".
  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
  return <QRCodeCanvas ref={ref} value={value} size={size} level="M" marginSize={2} role="img" aria-label={label} />;
}
