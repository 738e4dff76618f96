import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './games.css';

/** A vendor choice. */
export interface VendorOption {
  code: string;
  displayName: string;
}

export interface VendorDropdownProps {
  vendors: readonly VendorOption[];
  /** Selected vendor code; empty for all vendors. */
  value: string;
  onChange(code: string): void;
}

/** The vendor filter of a game list: a labelled select with "All vendors" first. */
export function VendorDropdown({ vendors, value, onChange }: VendorDropdownProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="game-list__field">
      <label htmlFor={id}>{t('games_vendor')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('games_all_vendors')}</option>
        {vendors.map((vendor) => (
          <option key={vendor.code} value={vendor.code}>
            {vendor.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
