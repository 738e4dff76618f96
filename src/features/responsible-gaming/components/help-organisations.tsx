import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/merchant';

/** Where to get help: the brand's help organisations (config), each with its site and helpline. */
export function HelpOrganisations() {
  const { t } = useTranslation();
  const { responsibleGaming } = useMerchant();
  const titleId = useId();
  if (responsibleGaming.helpOrganisations.length === 0) return null;
  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('rg_help_title')}</h2>
      <p>{t('rg_help_text')}</p>
      <ul className="rg-orgs">
        {responsibleGaming.helpOrganisations.map((org) => (
          <li key={org.id} className="rg-org">
            <a href={org.href} target="_blank" rel="noopener noreferrer">
              {org.name}
            </a>
            <p>{t(org.descriptionKey)}</p>
            {org.phone ? (
              <p>
                {t('rg_help_phone')} <a href={`tel:${org.phone.replace(/[\s-]/g, '')}`}>{org.phone}</a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
