/**
 * The shape of a brand after `merchants/<code>/merchant.json` is merged over `merchants/_defaults.json`
 * (objects merge, arrays replace). `schemas/merchant.schema.json` is the contract; keep the two in step.
 */

/** Whitelabel feature flags of SPEC §3. */
export const WHITELABEL_FLAGS = [
  'CHNGPASSVERIF3',
  'USERNAMEREG3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'AGENTPOLICY3',
  /** Sign in with Google (identity.google). */
  'GOOGLELOGIN3',
  /** Sign in with Facebook (identity.facebook). */
  'FACEBOOKLOGIN3',
  /** Phone numbers verified by the third-party service (identity.phone) for sms login and register. */
  'THIRDPARTYPHONE3',
  /** Deposit page and the header's deposit link. */
  'DEPOSIT',
  /** Credit-market mode: no deposit or withdraw pages. */
  'CREDITMAR3',
  /** A fund (payment) password separate from the login password. */
  'PAYMENTPASS3',
  /** Withdraw without entering the fund password. */
  'WDRAWNOPASSVERIF3',
  /** Security questions in the security centre. */
  'SECQUES3',
  /** Bank card binding. */
  'BINDCARD3',
  /** Mobile number binding with an sms code. */
  'VERIFICATION3',
  /** E-mail binding in the security centre. */
  'PERSMAIL3',
  /** Payee (real) name in the profile. */
  'PERSPAYEE3',
  /** Platform messages page (messageV2). */
  'MAILCEN',
  /** Manual rebate page. */
  'MANPLAYREB3',
  /** Bonus details (rebate) page. */
  'PLYRBT',
  /** Points system (points mall). */
  'PTSYS3',
  /** Invite-friends referral page. */
  'REFERRAL3',
  /** Transfer to upline page (not for type-2 agents). */
  'AGETRANSFERUP3',
  /** Agent announcements page (shown to every agent). */
  'AGENTANNOUNCE3',
  /** Agent team overview page (shown to every agent). */
  'AGEINFO3',
  /** Agent open-account page (registerCenter), with one of AGEREGDOWN3, CREATEAFF3, AFFMAN3. */
  'REGCEN',
  /** Agents open downline accounts (registerCenter). */
  'AGEREGDOWN3',
  /** Agents create referral links (registerCenter). */
  'CREATEAFF3',
  /** Agents manage referral links (registerCenter). */
  'AFFMAN3',
  /** Agent downline management page. */
  'DOWNMAN',
  /** Agent team betting page. */
  'TRANSBETREPMEM3',
  /** Agent user profit and loss page. */
  'AGETEAMPNL3',
  /** Agent income (revenue report) page. */
  'AGEREV3',
  /** Agent downline transaction details page (shown to every agent). */
  'AGEDOWNTRANS3',
  /** Agent dividend page, for agents holding a dividend contract. */
  'DIVIDEND',
  /** Agent daily salary page, for agents holding a daily-salary contract. */
  'DAYSAL',
  /** Daily salary by the MR contract kind (contractmrdailysalinfotype) also switches the daily salary page on. */
  'DAYSALMR',
  /** Agent hourly salary page, for agents holding an hourly-salary contract. */
  'HOURSAL3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type WhitelabelFlags = Record<WhitelabelFlag, boolean>;

/** Game categories as the platform names them (vendor-menu lane titles, gameType). */
export type GameCategory =
  | 'LOTT'
  | 'ELOTT'
  | 'LIVE'
  | 'SPORTS'
  | 'ESPORTS'
  | 'FISH'
  | 'RNG'
  | 'PVP'
  | 'COCKFIGHT'
  | 'BINGO'
  | 'HOT'
  | (string & {});

/** Semantic theme tokens: the only tier a merchant sets. Each becomes `--<kebab-name>` on :root. */
export interface ThemeTokens {
  colorPrimary: string;
  colorOnPrimary: string;
  colorAccent: string;
  colorBackground: string;
  colorSurface: string;
  colorSurfaceRaised: string;
  colorText: string;
  colorTextMuted: string;
  colorBorder: string;
  colorDanger: string;
  colorSuccess: string;
  colorHeader: string;
  colorOnHeader: string;
  radius: string;
  fontFamily: string;
}

export type ThemeMode = 'light' | 'dark';

/** A link shown in the footer, right bar or header; `labelKey` is an i18n key. */
export interface LinkItem {
  id: string;
  labelKey: string;
  href: string;
  /** Icon image path (served from public/ or the merchant folder). */
  icon?: string;
}

/** One section of the about-us page. */
export interface AboutSection {
  /** Stable id, also the section's #anchor. */
  id: string;
  titleKey: string;
  /** Plain text, never HTML. */
  textKey: string;
}

/** A gaming licence the brand holds. */
export interface Licence {
  id: string;
  /** The regulator's official name, shown as written. */
  regulator: string;
  number: string;
  /** i18n key of where the licence applies. */
  jurisdictionKey: string;
  logo?: string;
  /** The regulator's page where the licence can be checked. */
  href: string;
}

/** A brand's responsible-gaming settings. */
export interface ResponsibleGamingConfig {
  /** Minimum age to register and play: 18 by default, 21 where a regulator asks. */
  minimumAge: number;
  /** Organisations offering help with problem gambling, in order; `name` is shown as written. */
  helpOrganisations: { id: string; name: string; descriptionKey: string; href: string; phone?: string }[];
}

/** Section ids the merchant schema accepts (the section registry's keys). */
export const SECTION_IDS = [
  'banner-carousel',
  'notice-bar',
  'jackpot-counter',
  'game-row',
  'winner-board',
  'promo-videos',
  'app-download',
  'vendor-list',
  'game-list',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** One section of a config-driven screen: `{ id, props }`, drawn in order. */
export interface SectionConfig {
  id: string;
  props?: Record<string, unknown>;
}

/** How a game category shows in the nav and which route and banner group it uses. */
export interface CategoryConfig {
  route: string;
  labelKey: string;
  bannerGroup: string;
  /** Rebate shown for the category, e.g. "1.2%"; absent means none. */
  rebate?: string;
  /** Whether hovering the nav item shows the vendor drop-down. */
  dropdown: boolean;
}

/** Data for the one pure nav-building function (SPEC §2 "Navigation bar"). */
export interface NavRules {
  /** Vendors split out of SPORTS into their own category, e.g. { ESPORTS: ["AV", …], COCKFIGHT: ["DS88", "DIG"] }. */
  splitFromSports: Record<string, string[]>;
  /** Items moved to right after another item, in this order: [{ items: ["ESPORTS","COCKFIGHT"], after: "SPORTS" }]. */
  moveAfter: { items: string[]; after: string }[];
  /** Items inserted after another item, or first when that item is absent. */
  insertAfter: { item: string; after: string; otherwise: 'first' | 'last' }[];
  /** Maximum vendors in the drop-down before the 'more' tile. */
  vendorCap: number;
  /** Game-list-centre categories: each gets a `/{gameType}` route (lower case) and vendors route there with ?vassalage=. */
  gameListCentre: string[];
}

/** Registration field rule (SPEC §3), as `/wps/system/setting/register` serves it. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** Pattern kind of SPEC §5 in the platform's numbering, 0–17; hint key `reg_pattern_{patternId}`. */
  patternId: number;
  /** Regular expression source the value must match; `'*'` matches anything. */
  acceptedPattern: string;
}

export interface Merchant {
  /** Merchant code sent in the `Merchant` header. */
  code: string;
  /** Brand name shown to people. */
  name: string;
  platform: 'WEB';
  lotteryType: 'ELOTT' | 'LOTT';
  agentTypes: number[];
  trialTypes: number[];
  /** Hostnames that select this brand at run time. */
  domains: string[];
  languages: { default: string; supported: string[] };
  currency: { code: string; symbol: string; locale: string };
  theme: { defaultMode: ThemeMode; light: ThemeTokens; dark: ThemeTokens };
  assets: { logo: string; favicon: string };
  customerService: { href: string };
  /** Visitors get the compact sign-in form in the header on wide screens. */
  header: { loginForm: boolean };
  /** Dialing codes a visitor's mobile number may have, the default first (the server's list once signed in). */
  countries: readonly { countryCode: string; countryDialingCode: string }[];
  social: LinkItem[];
  appDownload: { android: string; ios: string };
  footer: {
    helpLinks: LinkItem[];
    products: { id: string; titleKey: string; textKey: string }[];
    certifications: LinkItem[];
    responsibleGaming: LinkItem[];
    browsers: LinkItem[];
    vendorLogos: string[];
    /** Decorative average-time bars: minutes shown and bar value out of `barMax`. */
    averageTimes: { id: 'deposit' | 'withdrawal'; labelKey: string; minutes: number; bar: number }[];
    barMax: number;
  };
  categories: Record<string, CategoryConfig>;
  nav: NavRules;
  /** Sections of each config-driven screen, e.g. `home`. Config order is render order. */
  screens: Record<string, SectionConfig[]>;
  encryption: { strategy: 'webcrypto' | 'platform'; publicKey: string };
  /** Whitelabel flag defaults the sandbox serves for this brand. */
  whitelabel: WhitelabelFlags;
  /** Whether the sandbox reports a referral promo (drives the Invite friends nav item). */
  referralPromo: boolean;
  /** Responsible gaming: the minimum age and the help organisations of the /responsibleGaming page. */
  responsibleGaming: ResponsibleGamingConfig;
  /** 'page': member-centre pages are routes in the shell; 'popup': each opens in a dialog over the current screen. */
  memberCentre: { display: 'page' | 'popup' };
  /** Wallet mode the sandbox serves (GCS_merchantWallet isSingle): one wallet, or a main wallet plus game wallets. */
  wallet: { single: boolean };
  /** The about-us page (/about): titled plain-text sections in order (i18n keys; `{{brand}}` is the brand name). */
  about: { sections: AboutSection[] };
  /** The brand's gaming licences, listed on /licences. */
  licences: Licence[];
  /** Registration field rules the sandbox serves for this brand, keyed by field name (username, password, …). */
  registerRules: Record<string, FieldRule>;
  /** Third-party identity providers: which SDK to load and with what ids; the whitelabel flags switch each on. */
  identity: IdentityConfig;
  /** Finding games: the header's search box, the links to the winners ranking and bookmarks, the ranking's categories. */
  discover: DiscoverConfig;
}

/** The header's game search and the discover links (search results, winners ranking, bookmarks). */
export interface DiscoverConfig {
  /** Show the game search box in the header (results at /search?q=). */
  search: boolean;
  /** Links beside the search box, in order (e.g. /winners, /bookmarks). */
  links: LinkItem[];
  /** Category tabs of the winners ranking, in order; ALL is every category. */
  rankingCategories: string[];
}

/** Google Identity Services: `google.accounts.id.initialize({ client_id, callback })` gives an ID token. */
export interface GoogleIdentityConfig {
  clientId: string;
  /** The GIS client script (https://accounts.google.com/gsi/client, or a stand-in). */
  scriptUrl: string;
}

/** The Facebook JS SDK: `FB.init` then `FB.login` gives an access token. */
export interface FacebookIdentityConfig {
  appId: string;
  /** Graph API version passed to `FB.init`, e.g. v19.0. */
  version: string;
  scriptUrl: string;
}

/** A Firebase-style phone verification service (compat API: `firebase.initializeApp`, `firebase.auth()`). */
export interface PhoneIdentityConfig {
  /** Scripts loaded in order (app then auth for Firebase's compat builds). */
  scriptUrls: string[];
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Sent as `firebaseChannel` on register: which verification channel the token came from. */
  channel: string;
  /** Dialing code used when the form has no country picker value, e.g. "63". */
  defaultDialingCode: string;
}

export interface IdentityConfig {
  google?: GoogleIdentityConfig;
  facebook?: FacebookIdentityConfig;
  phone?: PhoneIdentityConfig;
}
