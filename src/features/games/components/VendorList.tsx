import { Link } from 'react-router-dom';
import './games.css';

/** A vendor tile: where it leads and whether it is the one shown. */
export interface VendorTile {
  code: string;
  displayName: string;
  icon?: string | undefined;
  href: string;
  current: boolean;
}

export interface VendorListViewProps {
  /** Accessible name of the list, e.g. "Slots vendors". */
  label: string;
  vendors: readonly VendorTile[];
}

/** The vendors of a category as links; the one whose games are shown is marked current. */
export function VendorListView({ label, vendors }: VendorListViewProps) {
  if (vendors.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="vendor-list">
        {vendors.map((vendor) => (
          <li key={vendor.code}>
            <Link className="vendor-list__tile" to={vendor.href} aria-current={vendor.current || undefined}>
              {vendor.icon ? <img src={vendor.icon} alt="" width={28} height={28} loading="lazy" /> : null}
              <span>{vendor.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
