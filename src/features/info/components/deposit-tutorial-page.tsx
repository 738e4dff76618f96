import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import DepositTutorialEntry from '@/features/member/entries/deposit-tutorial';
import { memberPagePath, useMemberCentreLink } from '@/lib/member-centre';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import './info.css';

/**
 * `/depositTutorial` (the footer's deposit guide): the member deposit page's own tutorial, unfolded, and a way to the
 * deposit page where the brand takes deposits (DEPOSIT on, not a credit market).
 */
export function DepositTutorialPage() {
  const { t } = useTranslation();
  const { flags } = useSystem();
  const memberLink = useMemberCentreLink();
  const deposits = isFlagOn(flags, 'DEPOSIT') && !isFlagOn(flags, 'CREDITMAR3');
  return (
    <article className="info-page">
      <h1 className="info-page__title">{t('info_deposit_guide_title')}</h1>
      <p>{t('info_deposit_guide_intro')}</p>
      <DepositTutorialEntry />
      {deposits ? (
        <p className="info-page__more">
          <Link className="ui-button ui-button--primary" to={memberPagePath('depositv2')} onClick={memberLink('depositv2')}>
            {t('info_deposit_now')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
