/** Public surface of the layout feature: the shell's header, nav bar, footer and right bar, and their parts. */
export { Header, HeaderView, languageOptions } from './components/Header';
export type { HeaderViewProps, LanguageOption } from './components/Header';
export { NavBar, NavBarView } from './components/NavBar';
export type { NavBarViewProps } from './components/NavBar';
export { VendorDropdown } from './components/VendorDropdown';
export type { VendorDropdownProps } from './components/VendorDropdown';
// The footer and the right rail load in their own chunk; their views are imported from their files
// (`components/Footer`, `components/RightBar`), so nothing here pulls them into the first load.
export { Footer, RightBar } from './components/deferred-parts';
export { buildNav, dropdownVendors, FB_ROUTE } from './nav';
export type { NavItem, NavVendor, NavOptions, NavMerchant, VendorCard, VendorLane } from './nav';
export { useReferralPromo, fetchReferralPromo, referralPromoKey } from './api/referral-promo';
