import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dropdownVendors, type NavVendor } from '../nav';
import './vendor-dropdown.css';

/** Props of a category's vendor drop-down. */
export interface VendorDropdownProps {
  /** Element id, referenced by the disclosure button's aria-controls. */
  id: string;
  /** The category's translated name, for the list's label and the More tile. */
  category: string;
  vendors: readonly NavVendor[];
  /** Vendors shown before the More tile (SPEC §9: 11). */
  cap: number;
  /** The category page the More tile opens. */
  moreHref: string;
  /**
   * A closed drop-down keeps its (empty, hidden) container so aria-controls always points at something; its tiles
   * are drawn only while it is open, so the nav's first render and its re-renders do not build every category's tiles.
   */
  open: boolean;
}

/** A category's vendors as tiles, at most `cap` of them, plus a More tile once the cap is reached. */
export function VendorDropdown({ id, category, vendors, cap, moreHref, open }: VendorDropdownProps) {
  return (
    <div id={id} className="layout-dropdown" hidden={!open}>
      {open ? <VendorTiles category={category} vendors={vendors} cap={cap} moreHref={moreHref} /> : null}
    </div>
  );
}

function VendorTiles({ category, vendors, cap, moreHref }: Omit<VendorDropdownProps, 'id' | 'open'>) {
  const { t } = useTranslation();
  const shown = dropdownVendors(vendors, cap);
  return (
    <ul className="layout-dropdown__tiles" aria-label={t('layout_vendors_of', { category })}>
      {shown.vendors.map((vendor) => (
        <li key={vendor.code}>
          <Link to={vendor.href} className="layout-dropdown__tile">
            <VendorIcon src={vendor.icon} name={vendor.displayName} />
            <span className="layout-dropdown__name">{vendor.displayName}</span>
          </Link>
        </li>
      ))}
      {shown.more ? (
        <li>
          <Link
            to={moreHref}
            className="layout-dropdown__tile layout-dropdown__tile--more"
            aria-label={t('layout_more_vendors', { category })}
          >
            <span className="layout-dropdown__icon layout-dropdown__icon--more" aria-hidden="true">
              ⋯
            </span>
            <span className="layout-dropdown__name">{t('layout_more')}</span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

function VendorIcon({ src, name }: { src: string | undefined; name: string }) {
  // SPEC §9: one load attempt; a broken icon falls back to the vendor's initial.
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="layout-dropdown__icon layout-dropdown__icon--initial" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      className="layout-dropdown__icon"
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
