import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/merchant';
import { Button } from '@/ui/button';
import { CopyButton, ShareButton, ShareQr } from '@/ui/share-link';
import { Spinner } from '@/ui/spinner';
import { useReferralDetails } from '../api/referral-details';

/** QR edge on this page: smaller than the agent dialog's, it sits beside the link on wide screens. */
const QR_SIZE = 200;

/** The member's referral code and invite link: copy each, share, and the QR code with PNG download. */
export function InviteCard() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const titleId = useId();
  const details = useReferralDetails(true);
  let body;
  if (details.error && !details.data)
    body = (
      <div role="alert" className="referral-alert">
        <p>{t('ref_details_error')}</p>
        <Button variant="secondary" size="small" onClick={() => void details.mutate()}>
          {t('btn_retry')}
        </Button>
      </div>
    );
  else if (!details.data) body = <Spinner label={t('loading')} />;
  else if (!details.data.code) body = <p>{t('ref_no_code')}</p>;
  else {
    const { code, link, totalInvitations, qualifiedInvitations } = details.data;
    const brand = merchant.name;
    body = (
      <div className="referral-invite__body">
        <div className="referral-invite__facts">
          <dl className="referral-invite__list">
            <div className="referral-invite__row">
              <dt>{t('ref_code')}</dt>
              <dd>
                <span className="referral-invite__code">{code}</span>
                <CopyButton value={code} label={t('ref_copy_code')} text={t('ref_copy_code')} />
              </dd>
            </div>
            <div className="referral-invite__row">
              <dt>{t('ref_link')}</dt>
              <dd>
                <span className="referral-invite__link">{link}</span>
                <CopyButton value={link} label={t('ref_copy_link')} text={t('ref_copy_link')} />
              </dd>
            </div>
            <div className="referral-invite__row">
              <dt>{t('ref_invited')}</dt>
              <dd>
                {qualifiedInvitations === null
                  ? totalInvitations
                  : t('ref_invited_value', { count: totalInvitations, qualified: qualifiedInvitations })}
              </dd>
            </div>
          </dl>
          <ShareButton data={{ title: t('ref_share_title', { brand }), text: t('ref_share_text', { brand, code }), url: link }} />
        </div>
        <ShareQr value={link} label={t('ref_qr_label', { code })} fileName={`invite-${code}.png`} size={QR_SIZE} />
      </div>
    );
  }
  return (
    <section className="referral-card referral-invite" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('ref_invite_title')}</h2>
      {body}
    </section>
  );
}
