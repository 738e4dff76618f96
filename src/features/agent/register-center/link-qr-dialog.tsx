import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import type { ReferralLink } from './api/referral-links';

const LinkQrCanvas = lazy(() => import('./link-qr-canvas'));

/** Edge of the QR code in CSS pixels (large enough to scan from a phone screen, and to print). */
const QR_SIZE = 240;

export interface LinkQrDialogProps {
  /** The link shown; null closes the dialog. */
  link: ReferralLink | null;
  onClose: () => void;
}

/** The link's QR code, and a button that saves it as a PNG named after the link's code. */
export function LinkQrDialog({ link, onClose }: LinkQrDialogProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const download = () => {
    const drawn = canvas.current;
    if (!drawn || !link) return;
    drawn.toBlob((blob) => {
      if (!blob) {
        toast.error(t('agreg_qr_download_failed'));
        return;
      }
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `referral-${link.affiliateCode}.png`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, 'image/png');
  };
  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      title={t('agreg_qr_title', { code: link?.affiliateCode ?? '' })}
      className="agreg-dialog"
      footer={
        <Button onClick={download}>{t('agreg_qr_download')}</Button>
      }
    >
      {link ? (
        <div className="agreg-qr">
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <LinkQrCanvas ref={canvas} value={link.url} label={t('agreg_qr_label', { code: link.affiliateCode })} size={QR_SIZE} />
          </Suspense>
          <p className="agreg-qr__url">{link.url}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
