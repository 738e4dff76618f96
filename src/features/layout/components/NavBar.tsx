import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import { useGameVendors } from '@/lib/game-vendors';
import { useReferralPromo } from '../api/referral-promo';
import { buildNav, type NavItem } from '../nav';
import { VendorDropdown } from './VendorDropdown';
import './layout.css';
import './nav-bar.css';

/** Props of the presentational nav bar. */
export interface NavBarViewProps {
  /** Items in display order, as `buildNav` returns them. */
  items: readonly NavItem[];
  /** Vendors a drop-down shows before its More tile. */
  vendorCap: number;
  /** Shows a skeleton of the bar's height while the game menu loads. */
  loading?: boolean;
  /** Id of an item whose drop-down starts open (for reviewing a drop-down in stories). */
  defaultOpen?: string | null;
}

/** The game-category nav bar with hover and disclosure-button vendor drop-downs. */
export function NavBarView({ items, vendorCap, loading = false, defaultOpen = null }: NavBarViewProps) {
  const { t } = useTranslation();
  // `pinned`: opened with the button (stays open when the pointer leaves); otherwise opened by hover.
  const [state, setState] = useState<{ open: string | null; pinned: boolean }>({ open: defaultOpen, pinned: true });
  const open = state.open;
  const close = (id: string) => setState((s) => (s.open === id ? { open: null, pinned: false } : s));
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!open) return undefined;
    // Escape closes the open drop-down wherever focus is; focus inside it returns to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = buttons.current.get(open);
      const hadFocus = button?.parentElement?.contains(document.activeElement) ?? false;
      setState({ open: null, pinned: false });
      if (hadFocus) button?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (loading) {
    return (
      <nav className="layout-nav" aria-label={t('nav_aria_games')} aria-busy="true">
        <div className="layout-nav__skeleton">
          <span className="layout-sr-only">{t('layout_nav_loading')}</span>
        </div>
      </nav>
    );
  }

  const onBlur = (item: NavItem) => (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving to another part of the same item (link → button → tiles) keeps the drop-down open.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      close(item.id);
    }
  };

  return (
    <nav className="layout-nav" aria-label={t('nav_aria_games')}>
      <ul className="layout-nav__list">
        {items.map((item) => {
          const label = t(item.labelKey);
          const hasDropdown = item.dropdown && item.vendors.length > 0;
          const isOpen = hasDropdown && open === item.id;
          const panelId = `${baseId}-${item.id}`;
          return (
            <li key={item.id} className="layout-nav__item">
              {/* Hover is a pointer shortcut only; keyboard users have the disclosure button. */}
              <div
                className="layout-nav__entry"
                onMouseEnter={
                  hasDropdown ? () => setState((s) => (s.open === item.id ? s : { open: item.id, pinned: false })) : undefined
                }
                onMouseLeave={
                  hasDropdown
                    ? () => setState((s) => (s.open === item.id && !s.pinned ? { open: null, pinned: false } : s))
                    : undefined
                }
                onBlur={hasDropdown ? onBlur(item) : undefined}
              >
                <NavLink to={item.href} end className="layout-nav__link">
                  {label}
                </NavLink>
                {hasDropdown ? (
                  <>
                    <button
                      type="button"
                      className="layout-nav__toggle"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      aria-label={t('layout_show_vendors', { category: label })}
                      ref={(el) => {
                        if (el) buttons.current.set(item.id, el);
                        else buttons.current.delete(item.id);
                      }}
                      // A click on a drop-down the pointer opened pins it rather than closing it under the pointer.
                      onClick={() =>
                        setState((s) =>
                          s.open === item.id && s.pinned ? { open: null, pinned: false } : { open: item.id, pinned: true },
                        )
                      }
                    >
                      <span aria-hidden="true" className="layout-nav__caret" />
                    </button>
                    <VendorDropdown
                      id={panelId}
                      category={label}
                      vendors={item.vendors}
                      cap={vendorCap}
                      moreHref={item.href}
                      open={isOpen}
                    />
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The nav bar built from the game-vendor menu, the brand's nav rules and the referral-promo switch. */
export function NavBar() {
  const merchant = useMerchant();
  const { data, error, isLoading } = useGameVendors();
  const referralPromo = useReferralPromo();
  if (isLoading && !data) return <NavBarView items={[]} vendorCap={merchant.nav.vendorCap} loading />;
  // Without the game menu the bar still offers Home and Promotions.
  const items = error || !data ? buildNav([], merchant, { referralPromo: false }) : buildNav(data, merchant, { referralPromo });
  return <NavBarView items={items} vendorCap={merchant.nav.vendorCap} />;
}

export default NavBar;
