import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Spinner } from './spinner';
import { toast } from './toast';
import './share-link.css';

const ShareLinkQrCanvas = lazy(() => import('./share-link-qr-canvas'));

/** Edge of a shared link's QR code in CSS pixels (large enough to scan from a phone screen, and to print). */
export const SHARE_QR_SIZE = 240;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Accessible name, e.g. "Copy link LK3F21"; the button reads "Copy" unless `text` says otherwise. */
  label: string;
  /** Visible text; defaults to "Copy". */
  text?: string;
}

/** Copies a value with the Clipboard API and says so in a toast (or that it failed: the value stays on screen). */
export function CopyButton({ value, label, text }: CopyButtonProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('share_copied'));
    } catch {
      toast.error(t('share_copy_failed'));
    }
  };
  return (
    <Button variant="secondary" size="small" aria-label={label} onClick={() => void copy()}>
      {text ?? t('share_copy')}
    </Button>
  );
}

/** Whether this browser offers the device's share sheet (Web Share API) for `data`. */
export function canShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

export interface ShareButtonProps {
  /** What the share sheet gets: a title, a text and the link. */
  data: ShareData;
  /** Visible text and accessible name; defaults to "Share". */
  text?: string;
}

/** Opens the device's share sheet; drawn only where the browser has one (nothing otherwise). */
export function ShareButton({ data, text }: ShareButtonProps) {
  const { t } = useTranslation();
  if (!canShare(data)) return null;
  const share = async () => {
    try {
      await navigator.share(data);
    } catch (error) {
      // The person closing the sheet is not a failure.
      if ((error as { name?: string } | null)?.name !== 'AbortError') toast.error(t('share_share_failed'));
    }
  };
  return (
    <Button variant="secondary" size="small" onClick={() => void share()}>
      {text ?? t('share_share')}
    </Button>
  );
}

/** Saves a drawn canvas as a PNG file named `fileName`; `onFail` when the browser could not make the image. */
export function saveCanvasAsPng(canvas: HTMLCanvasElement, fileName: string, onFail: () => void): void {
  canvas.toBlob((blob) => {
    if (!blob) {
      onFail();
      return;
    }
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }, 'image/png');
}

export interface ShareQrProps {
  /** What the code encodes (the link). */
  value: string;
  /** Accessible name of the code image. */
  label: string;
  /** Name of the saved file, e.g. `referral-LK3F21.png`. */
  fileName: string;
  /** Edge in CSS pixels; SHARE_QR_SIZE unless told. */
  size?: number;
  /** Shows the encoded link under the code (for a dialog that shows nothing else). */
  showValue?: boolean;
}

/**
 * A link's QR code drawn on a canvas (its library loads on demand), with a button that saves it as a PNG. Used by the
 * agent centre's referral links and by invite friends.
 */
export function ShareQr({ value, label, fileName, size = SHARE_QR_SIZE, showValue = false }: ShareQrProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const download = () => {
    if (!canvas.current) return;
    saveCanvasAsPng(canvas.current, fileName, () => toast.error(t('share_qr_download_failed')));
  };
  const ref = useCallback((node: HTMLCanvasElement | null) => {
    canvas.current = node;
    setDrawn(node !== null);
  }, []);
  return (
    <div className="share-qr">
      <div className="share-qr__box" style={{ minWidth: size, minHeight: size }}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <ShareLinkQrCanvas ref={ref} value={value} label={label} size={size} />
        </Suspense>
      </div>
      {showValue ? <p className="share-qr__value">{value}</p> : null}
      <Button variant="secondary" size="small" onClick={download} disabled={!drawn}>
        {t('share_qr_download')}
      </Button>
    </div>
  );
}
