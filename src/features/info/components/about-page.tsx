import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import type { AboutSection } from '@/merchant/types';
import './info.css';

export interface AboutViewProps {
  brandName: string;
  /** The brand's about sections, in config order. */
  sections: readonly AboutSection[];
  /** Whether the brand lists licences (then the page links to /licences). */
  hasLicences: boolean;
}

/** About us (SPEC §2 "other screens"): the brand's sections as headed paragraphs. Plain text from i18n keys, never HTML. */
export function AboutView({ brandName, sections, hasLicences }: AboutViewProps) {
  const { t } = useTranslation();
  return (
    <article className="info-page">
      <h1 className="info-page__title">{t('info_about_title', { brand: brandName })}</h1>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="info-page__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className="info-page__heading">
            {t(section.titleKey)}
          </h2>
          <p>{t(section.textKey, { brand: brandName })}</p>
        </section>
      ))}
      {hasLicences ? (
        <p className="info-page__more">
          <Link to="/licences">{t('info_about_licences_link')}</Link>
        </p>
      ) : null}
    </article>
  );
}

/** `/about`: the brand's about text from its config. */
export function AboutPage() {
  const merchant = useMerchant();
  return <AboutView brandName={merchant.name} sections={merchant.about.sections} hasLicences={merchant.licences.length > 0} />;
}
