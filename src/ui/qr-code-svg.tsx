import { QRCodeSVG } from 'qrcode.react';

export interface QrCodeSvgProps {
  value: string;
  label: string;
  size: number;
}

/** The QR drawing itself; loaded lazily by QrCode so the QR library stays out of the first page load. */
export default function QrCodeSvg({ value, label, size }: QrCodeSvgProps) {
  // An SVG image is named with role="img"; <img> cannot hold it.
  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
  return <QRCodeSVG value={value} size={size} level="M" boostLevel={false} marginSize={1} role="img" aria-label={label} />;
}
