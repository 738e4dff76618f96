import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Whether `href` leaves the site (another origin or another scheme), so it opens in a new tab. */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

interface SiteLinkProps {
  href: string;
  className?: string;
  /** Accessible name when the visible content is only an image or icon. */
  label?: string;
  /** Opens in a new tab even when the link stays on the site (customer service keeps the page the visitor is on). */
  newTab?: boolean;
  children: ReactNode;
}

/** A link that routes inside the site, or opens another site in a new tab without giving it this window. */
export function SiteLink({ href, className, label, newTab = false, children }: SiteLinkProps) {
  const { t } = useTranslation();
  if (!newTab && !isExternal(href)) {
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${t('layout_opens_new_tab')}` : undefined}
    >
      {children}
      {label ? null : <span className="layout-sr-only"> {t('layout_opens_new_tab')}</span>}
    </a>
  );
}
