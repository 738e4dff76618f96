import { useTranslation } from 'react-i18next';
import { Dialog } from '@/ui/dialog';
import { ShareQr } from '@/ui/share-link';
import type { ReferralLink } from './api/referral-links';

export interface LinkQrDialogProps {
  /** The link shown; null closes the dialog. */
  link: ReferralLink | null;
  onClose: () => void;
}

/** The link's QR code, and a button that saves it as a PNG named after the link's code. */
export function LinkQrDialog({ link, onClose }: LinkQrDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={link !== null} onClose={onClose} title={t('agreg_qr_title', { code: link?.affiliateCode ?? '' })} className="agreg-dialog">
      {link ? (
        <ShareQr
          value={link.url}
          label={t('agreg_qr_label', { code: link.affiliateCode })}
          fileName={`referral-${link.affiliateCode}.png`}
          showValue
        />
      ) : null}
    </Dialog>
  );
}
