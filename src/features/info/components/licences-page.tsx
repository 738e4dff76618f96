import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/merchant';
import type { Licence } from '@/merchant/types';
import { VisuallyHidden } from '@/ui/visually-hidden';
import './info.css';

function LicenceCard({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  const titleId = `licence-${licence.id}-title`;
  return (
    <li id={licence.id} className="info-licence">
      <section aria-labelledby={titleId}>
        <div className="info-licence__head">
          {/* The regulator's name is the heading beside it: the logo adds nothing to read out. */}
          {licence.logo ? <img className="info-licence__logo" src={licence.logo} alt="" width={48} height={48} loading="lazy" /> : null}
          <h2 id={titleId} className="info-page__heading">
            {licence.regulator}
          </h2>
        </div>
        <dl className="info-licence__facts">
          <div>
            <dt>{t('info_licence_number')}</dt>
            <dd className="info-licence__number">{licence.number}</dd>
          </div>
          <div>
            <dt>{t('info_licence_jurisdiction')}</dt>
            <dd>{t(licence.jurisdictionKey)}</dd>
          </div>
        </dl>
        <a className="info-licence__verify" href={licence.href} target="_blank" rel="noopener noreferrer">
          {t('info_licence_verify', { regulator: licence.regulator })}
          <VisuallyHidden> {t('layout_opens_new_tab')}</VisuallyHidden>
        </a>
      </section>
    </li>
  );
}

export interface LicencesViewProps {
  brandName: string;
  licences: readonly Licence[];
}

/** The licences page (SPEC §2 "licences footer"): each licence's regulator, number, scope and where to check it. */
export function LicencesView({ brandName, licences }: LicencesViewProps) {
  const { t } = useTranslation();
  return (
    <article className="info-page">
      <h1 className="info-page__title">{t('info_licences_title')}</h1>
      {licences.length === 0 ? (
        <p>{t('info_licences_none', { brand: brandName })}</p>
      ) : (
        <>
          <p>{t('info_licences_intro', { brand: brandName })}</p>
          <ul className="info-licences">
            {licences.map((licence) => (
              <LicenceCard key={licence.id} licence={licence} />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

/** `/licences`: the brand's licences from its config. */
export function LicencesPage() {
  const merchant = useMerchant();
  return <LicencesView brandName={merchant.name} licences={merchant.licences} />;
}
