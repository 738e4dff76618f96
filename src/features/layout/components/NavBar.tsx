import { useEffect, useId, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DEFERRED_DATA } from '@/api/swr';
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
  const list = useRef<HTMLUListElement>(null);
  const overflow = useOverflow(list, items.length);

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

  // A pointer's way to the items past the edge; the keyboard tabs to them (a focused item scrolls into view) and
  // touch swipes the row, so these buttons stay out of the tab order.
  const scrollButton = (direction: 1 | -1) => (
    <button
      type="button"
      tabIndex={-1}
      className="layout-nav__scroll"
      aria-label={t(direction === 1 ? 'layout_nav_scroll_forward' : 'layout_nav_scroll_back')}
      disabled={direction === 1 ? !overflow.end : !overflow.start}
      onClick={() =>
        list.current?.scrollBy({
          left: direction * list.current.clientWidth * 0.75,
          behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
    >
      <span aria-hidden="true" className={direction === 1 ? 'layout-nav__chevron' : 'layout-nav__chevron layout-nav__chevron--back'} />
    </button>
  );

  return (
    <nav className="layout-nav" aria-label={t('nav_aria_games')}>
      <div className="layout-nav__bar">
        {overflow.any ? scrollButton(-1) : null}
        <ul className="layout-nav__list" ref={list}>
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
                  <NavLink to={item.href} end className="layout-nav__link" onFocus={revealInRow}>
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
                        onFocus={revealInRow}
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
        {overflow.any ? scrollButton(1) : null}
      </div>
    </nav>
  );
}

/**
 * Brings a focused item wholly into the row's view: Chromium leaves a partly shown link where it is, so a keyboard
 * user would tab onto an item cut at the edge.
 */
function revealInRow(event: FocusEvent<HTMLElement>) {
  event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/** Whether a scrolling row has more to show before (`start`) or after (`end`) what is in view. */
function useOverflow(ref: RefObject<HTMLElement | null>, itemCount: number) {
  const [edges, setEdges] = useState({ any: false, start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    // The row is drawn (and its width changes) once the items arrive.
    if (!el || itemCount === 0) return undefined;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      // Once the row overflows the buttons stay (disabled at an end), so the row does not change width as it scrolls.
      const any = el.scrollWidth > el.clientWidth + 1;
      setEdges((e) => (e.any === any && e.start === start && e.end === end ? e : { any, start, end }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    // Item widths change once the web font has loaded.
    void document.fonts?.ready.then(update);
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref, itemCount]);
  return edges;
}

/** The nav bar built from the game-vendor menu, the brand's nav rules and the referral-promo switch. */
export function NavBar() {
  // The menu's answer renders in a transition (`deferredData`), not in one task while the page starts.
  return (
    <SWRConfig value={DEFERRED_DATA}>
      <NavBarFromMenu />
    </SWRConfig>
  );
}

function NavBarFromMenu() {
  const merchant = useMerchant();
  const { data, error, isLoading } = useGameVendors();
  const referralPromo = useReferralPromo();
  if (isLoading && !data) return <NavBarView items={[]} vendorCap={merchant.nav.vendorCap} loading />;
  // Without the game menu the bar still offers Home and Promotions.
  const items = error || !data ? buildNav([], merchant, { referralPromo: false }) : buildNav(data, merchant, { referralPromo });
  return <NavBarView items={items} vendorCap={merchant.nav.vendorCap} />;
}

export default NavBar;
