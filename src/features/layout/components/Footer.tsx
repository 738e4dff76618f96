import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PwaSlot } from '@/features/pwa';
import { useGameVendors, type GameLane } from '@/lib/game-vendors';
import { usePopups } from '@/lib/popups';
import { useMerchant } from '@/merchant';
import type { LinkItem, Merchant } from '@/merchant/types';
import { Button } from '@/ui/button';
import { SiteLink } from './external-link';
import { SocialIcon } from './social-icon';
import './layout.css';
import './footer.css';
import { useCustomerServiceHref } from '../customer-service';

/** Props of the presentational footer: the brand's footer config and contact links. */
export interface FooterViewProps {
  brandName: string;
  footer: Merchant['footer'];
  social: readonly LinkItem[];
  customerServiceHref: string;
  /** Year in the copyright line. */
  year: number;
  /** The game providers to show, named (`footerVendors` resolves the config's `vendorLogos` over the vendor menu). */
  vendors?: readonly FooterVendor[];
  /** Opens the feedback popup; without it the footer has no feedback button. */
  onFeedback?: () => void;
  /** Opens the mini games popup; without it the footer has no mini games button (phones have no right-side bar). */
  onMiniGames?: () => void;
}

/** A game provider in the footer: its name as the vendor menu gives it, and its logo when there is one. */
export interface FooterVendor {
  code: string;
  name: string;
  logo?: string;
}

/** The site footer, drawn entirely from the brand's config. */
export function FooterView({ brandName, footer, social, customerServiceHref, year, vendors = [], onFeedback, onMiniGames }: FooterViewProps) {
  const { t } = useTranslation();
  return (
    <footer className="layout-footer">
      <div className="layout-footer__inner">
        <section className="layout-footer__times" aria-labelledby="layout-footer-times">
          <h2 id="layout-footer-times" className="layout-footer__heading">
            {t('layout_average_times')}
          </h2>
          <ul className="layout-footer__bars">
            {footer.averageTimes.map((time) => (
              <li key={time.id}>
                <AverageTimeBar
                  id={time.id}
                  labelKey={time.labelKey}
                  minutes={time.minutes}
                  bar={time.bar}
                  max={footer.barMax}
                />
              </li>
            ))}
          </ul>
        </section>

        {footer.products.length > 0 ? (
          <section className="layout-footer__products" aria-labelledby="layout-footer-products">
            <h2 id="layout-footer-products" className="layout-footer__heading">
              {t('layout_products')}
            </h2>
            <ul className="layout-footer__product-list">
              {footer.products.map((product) => (
                <li key={product.id}>
                  <h3 className="layout-footer__product-title">{t(product.titleKey)}</h3>
                  <p className="layout-footer__product-text">{t(product.textKey)}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="layout-footer__columns">
          <section aria-labelledby="layout-footer-help">
            <h2 id="layout-footer-help" className="layout-footer__heading">
              {t('layout_help')}
            </h2>
            <ul className="layout-footer__links">
              {footer.helpLinks.map((link) => (
                <li key={link.id}>
                  <SiteLink href={link.href}>{t(link.labelKey)}</SiteLink>
                </li>
              ))}
              <li>
                <SiteLink href={customerServiceHref} newTab>{t('layout_customer_service')}</SiteLink>
              </li>
              {onFeedback ? (
                <li>
                  <Button variant="ghost" size="small" onClick={onFeedback}>{t('help_feedback_button')}</Button>
                </li>
              ) : null}
              {onMiniGames ? (
                <li>
                  <Button variant="ghost" size="small" onClick={onMiniGames}>{t('chat_mini_games_title')}</Button>
                </li>
              ) : null}
            </ul>
          </section>

          {social.length > 0 ? (
            <section aria-labelledby="layout-footer-social">
              <h2 id="layout-footer-social" className="layout-footer__heading">
                {t('layout_follow_us')}
              </h2>
              <ul className="layout-footer__links layout-footer__links--social">
                {social.map((link) => (
                  <li key={link.id}>
                    <SiteLink href={link.href}>
                      {link.icon ? (
                        <img src={link.icon} alt="" width={20} height={20} loading="lazy" />
                      ) : (
                        <SocialIcon network={link.id} />
                      )}
                      {t(link.labelKey)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <LogoGroup id="certification" heading={t('layout_certification')} items={footer.certifications} />
          <LogoGroup id="responsible" heading={t('layout_responsible_gaming')} items={footer.responsibleGaming} />
          <LogoGroup id="browsers" heading={t('layout_browsers')} items={footer.browsers} />
        </div>

        {vendors.length > 0 ? (
          <section aria-labelledby="layout-footer-vendors">
            <h2 id="layout-footer-vendors" className="layout-footer__heading">
              {t('layout_game_providers')}
            </h2>
            <ul className="layout-footer__logos layout-footer__logos--vendors">
              {vendors.map((vendor) => (
                <li key={vendor.code} className="layout-footer__vendor">
                  {vendor.logo ? <img src={vendor.logo} alt="" width={24} height={24} loading="lazy" /> : null}
                  {vendor.name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="layout-footer__copyright">
          {t('layout_copyright', { year, brand: brandName })}
        </p>
      </div>
    </footer>
  );
}

/** Props of one decorative average-time bar. */
export interface AverageTimeBarProps {
  id: 'deposit' | 'withdrawal';
  /** i18n key of the spoken sentence, with `{{minutes}}`. */
  labelKey: string;
  minutes: number;
  bar: number;
  max: number;
}

/** A decorative average-time bar (SPEC §9: 180–194 of 260), read out as the average time, not the bar's value. */
export function AverageTimeBar({ id, labelKey, minutes, bar, max }: AverageTimeBarProps) {
  const { t } = useTranslation();
  const title = id === 'deposit' ? t('layout_deposit') : t('layout_withdrawal');
  return (
    <div className="layout-footer__bar">
      <span className="layout-footer__bar-title" aria-hidden="true">
        {title}
      </span>
      <meter
        className="layout-footer__meter"
        min={0}
        max={max}
        value={bar}
        aria-label={t(labelKey, { minutes })}
        aria-valuetext={t('layout_minutes_long', { minutes })}
      />
      <span className="layout-footer__bar-value" aria-hidden="true">
        {t('layout_minutes_short', { minutes })}
      </span>
    </div>
  );
}

function LogoGroup({ id, heading, items }: { id: string; heading: string; items: readonly LinkItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const headingId = `layout-footer-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="layout-footer__heading">
        {heading}
      </h2>
      <ul className="layout-footer__logos">
        {items.map((item) => {
          const name = t(item.labelKey);
          const content = item.icon ? <img src={item.icon} alt={name} height={32} loading="lazy" /> : name;
          return (
            <li key={item.id}>{item.href ? <SiteLink href={item.href}>{content}</SiteLink> : content}</li>
          );
        })}
      </ul>
    </section>
  );
}

/** Whether a `vendorLogos` entry is an image URL; otherwise it is a vendor code. */
function isImagePath(logo: string): boolean {
  return logo.includes('/') || /\.(svg|png|jpe?g|webp|gif)$/i.test(logo);
}

/** A vendor logo's name from its file name (`/…/pg-soft.png` → `PG SOFT`), for a logo the vendor menu does not list. */
function vendorName(src: string): string {
  const file = src.split('/').pop() ?? src;
  return file.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').toUpperCase();
}

/**
 * The footer's game providers: each `vendorLogos` code named and drawn as the vendor menu has it (display name,
 * small icon), in config order. A code the menu does not list (not offered now, or the menu has not loaded) is
 * left out rather than shown as a code; an image path is a logo of its own.
 */
export function footerVendors(vendorLogos: readonly string[], lanes: readonly GameLane[] | undefined): FooterVendor[] {
  const cards = new Map(lanes?.flatMap((lane) => lane.cards.map((card) => [card.vassalage, card] as const)));
  return vendorLogos.flatMap((entry): FooterVendor[] => {
    if (isImagePath(entry)) return [{ code: entry, name: vendorName(entry), logo: entry }];
    const card = cards.get(entry);
    if (!card) return [];
    const logo = card.smallIcon ?? card.lagerIcon ?? card.h5Icon;
    return [{ code: entry, name: card.displayName, ...(logo ? { logo } : {}) }];
  });
}

/** The footer wired to the brand config. */
export function Footer() {
  const merchant = useMerchant();
  const customerServiceHref = useCustomerServiceHref();
  const [year] = useState(() => new Date().getFullYear());
  // The nav bar's call: one request, shared through its SWR key.
  const { data: lanes } = useGameVendors();
  const { open } = usePopups();
  return (
    <>
      <FooterView
        brandName={merchant.name}
        footer={merchant.footer}
        social={merchant.social}
        customerServiceHref={customerServiceHref}
        year={year}
        vendors={footerVendors(merchant.footer.vendorLogos, lanes)}
        onFeedback={() => open('feedback')}
        onMiniGames={() => open('miniGame')}
      />
      {/* The install offer and the "new version" prompt (src/features/pwa), loaded after the page is idle. */}
      <PwaSlot />
    </>
  );
}

export default Footer;
