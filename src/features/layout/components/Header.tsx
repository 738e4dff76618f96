import { lazy, Suspense, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LANGUAGES, useLanguage } from '@/i18n';
import { formatMoney } from '@/lib/format';
import { isMemberPage, useMemberCentreLink } from '@/lib/member-centre';
import { useMember } from '@/lib/member';
import { useWalletBalance } from '@/lib/wallet-balance';
import { usePopups } from '@/lib/popups';
import { useMerchant, useThemeMode } from '@/merchant';
import type { DiscoverConfig, ThemeMode } from '@/merchant/types';
import { SiteLink } from './external-link';
import './layout.css';
import './header.css';
import { useCustomerServiceHref } from '../customer-service';

/** A language the selector offers: platform code and its name in itself. */
export interface LanguageOption {
  code: string;
  endonym: string;
  /** BCP 47 tag, so each name is read in its own language. */
  tag?: string;
}

/** Props of the presentational header. */
export interface HeaderViewProps {
  /** Brand name: the logo's text alternative (the logos are wordmarks, so the name is not written again beside it). */
  brandName: string;
  /** Logo image URL. */
  logo: string;
  /** Languages the brand supports, in the order shown. */
  languages: readonly LanguageOption[];
  /** Current language code. */
  language: string;
  onLanguageChange: (code: string) => void;
  themeMode: ThemeMode;
  onThemeModeChange: (mode: ThemeMode) => void;
  /** Customer-service URL (opens in a new tab). */
  customerServiceHref: string;
  /** Account name of the signed-in member; absent for visitors, who get Sign in and Register. */
  account?: string | null;
  /** The signed-in member is an agent: the Agent link shows. */
  isAgent?: boolean;
  /** Wallet total (null while loading or unknown). */
  balance?: number | null;
  /** The balance is masked with asterisks. */
  balanceHidden?: boolean;
  onBalanceRefresh?: () => void;
  onBalanceHiddenChange?: (hidden: boolean) => void;
  /** Opens the sign-in popup; without it Sign in is a link to /login. */
  onSignIn?: () => void;
  /** The header variant of sign-in for visitors (a slot the shell fills when the brand asks for it). */
  loginForm?: ReactNode;
  /** Opens the register popup; without it Register is a link to /register. */
  onRegister?: () => void;
  /** Opens the sign-out confirmation. */
  onSignOut?: () => void;
  /**
   * The member-centre links (deposit, withdraw, betting record): a trial account's click is stopped here
   * (in_need_true_account); a brand showing the member centre as a popup opens it here instead of navigating.
   */
  onRealAccountLink?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The messages link with its badge, after the member links (a slot: the wired header loads it lazily). */
  messagesLink?: ReactNode;
  /** The game search box (results at /search?q=) and the links beside it (winners, bookmarks), from brand config. */
  discover?: Pick<DiscoverConfig, 'search' | 'links'>;
}

/**
 * The header's game search: a plain GET form to /search (it works before the app's script has run too). Phones get a
 * search button to the results page instead (which has its own field), so the header keeps its height there.
 */
function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <>
      <Link to="/search" className="layout-header__search-link" aria-label={t('layout_search_all_games')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </Link>
      <search className="layout-header__search" aria-label={t('layout_search_all_games')}>
        <form
          action="/search"
          className="layout-header__language"
          onSubmit={(event) => {
            event.preventDefault();
            const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            navigate(term ? `/search?q=${encodeURIComponent(term)}` : '/search');
          }}
        >
          <label htmlFor={id} className="layout-sr-only">{t('layout_search_all_games')}</label>
          <input id={id} name="q" type="search" maxLength={50} autoComplete="off" className="layout-header__theme" placeholder={t('discover_search_placeholder')} />
          <button type="submit" className="layout-header__theme">{t('discover_search')}</button>
        </form>
      </search>
    </>
  );
}

/** Member-centre and agent-centre addresses the header links to (their screens belong to later issues). */
export const MEMBER_LINKS = {
  deposit: '/member/depositv2',
  withdraw: '/member/withdraw',
  bettingRecord: '/member/personalHistoryCopy',
  agent: '/agentHome',
} as const;

const MASK = '******';

interface MemberBarProps {
  account: string;
  isAgent: boolean;
  onRealAccountLink?: (event: MouseEvent<HTMLAnchorElement>) => void;
  balance: number | null;
  balanceHidden: boolean;
  onBalanceRefresh?: () => void;
  onBalanceHiddenChange?: (hidden: boolean) => void;
  onSignOut?: () => void;
  messagesLink?: ReactNode;
}

/** The logged-in header (SPEC §2): balance, account name, deposit, withdraw, agent, betting record, sign out. */
function MemberBar({ account, isAgent, onRealAccountLink, balance, balanceHidden, onBalanceRefresh, onBalanceHiddenChange, onSignOut, messagesLink }: MemberBarProps) {
  const { t } = useTranslation();
  const shown = balanceHidden ? MASK : balance === null ? '…' : formatMoney(balance, { decimals: 2 });
  return (
    <div className="layout-header__member">
      <div className="layout-header__balance">
        <span className="layout-header__balance-label">{t('header_balance')}</span>
        <button
          type="button"
          className="layout-header__balance-amount"
          aria-label={`${t('header_balance_refresh')}: ${balanceHidden ? t('header_balance_hidden') : shown}`}
          onClick={onBalanceRefresh}
        >
          {shown}
        </button>
        <button
          type="button"
          className="layout-header__balance-toggle"
          onClick={() => onBalanceHiddenChange?.(!balanceHidden)}
        >
          {balanceHidden ? t('header_balance_show') : t('header_balance_hide')}
        </button>
      </div>
      <p className="layout-header__account">
        <span className="layout-sr-only">{t('layout_signed_in_as')} </span>
        {account}
      </p>
      <nav className="layout-header__member-links" aria-label={t('header_member_menu')}>
        <Link to={MEMBER_LINKS.deposit} onClick={onRealAccountLink}>
          {t('header_deposit')}
        </Link>
        <Link to={MEMBER_LINKS.withdraw} onClick={onRealAccountLink}>
          {t('header_withdraw')}
        </Link>
        {isAgent ? <Link to={MEMBER_LINKS.agent}>{t('header_agent')}</Link> : null}
        <Link to={MEMBER_LINKS.bettingRecord} onClick={onRealAccountLink}>
          {t('header_betting_record')}
        </Link>
        {messagesLink}
      </nav>
      <button type="button" className="layout-header__signout" onClick={onSignOut}>
        {t('header_sign_out')}
      </button>
    </div>
  );
}

/** The site header: logo, language, theme, customer service and sign-in or the member's name. */
export function HeaderView({
  brandName,
  logo,
  languages,
  language,
  onLanguageChange,
  themeMode,
  onThemeModeChange,
  customerServiceHref,
  account,
  isAgent = false,
  balance = null,
  balanceHidden = false,
  onBalanceRefresh,
  onBalanceHiddenChange,
  onSignIn,
  onRegister,
  onSignOut,
  onRealAccountLink,
  loginForm,
  messagesLink,
  discover,
}: HeaderViewProps) {
  const { t } = useTranslation();
  const languageId = useId();
  return (
    <header className="layout-header">
      <div className="layout-header__inner">
        <Link to="/" className="layout-header__brand">
          <img className="layout-header__logo" src={logo} alt={brandName} height={40} />
        </Link>
        <div className={loginForm && !account ? 'layout-header__tools layout-header__tools--form' : 'layout-header__tools'}>
          {discover?.search ? <HeaderSearch /> : null}
          {discover && discover.links.length > 0 ? (
            <nav className="layout-header__language" aria-label={t('discover_links')}>
              {discover.links.map((link) => (
                <Link key={link.id} to={link.href} className="layout-header__service">{t(link.labelKey)}</Link>
              ))}
            </nav>
          ) : null}
          <div className="layout-header__language">
            <label htmlFor={languageId}>{t('language_label')}</label>
            <select id={languageId} value={language} onChange={(event) => onLanguageChange(event.target.value)}>
              {languages.map((option) => (
                <option key={option.code} value={option.code} lang={option.tag}>
                  {option.endonym}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="layout-header__theme"
            aria-pressed={themeMode === 'dark'}
            onClick={() => onThemeModeChange(themeMode === 'dark' ? 'light' : 'dark')}
          >
            <span aria-hidden="true">{themeMode === 'dark' ? '☾' : '☀'}</span> {t('layout_dark_theme')}
          </button>
          <SiteLink href={customerServiceHref} className="layout-header__service" newTab>
            {t('layout_customer_service')}
          </SiteLink>
          {account ? (
            <MemberBar
              account={account}
              isAgent={isAgent}
              onRealAccountLink={onRealAccountLink}
              balance={balance}
              balanceHidden={balanceHidden}
              onBalanceRefresh={onBalanceRefresh}
              onBalanceHiddenChange={onBalanceHiddenChange}
              onSignOut={onSignOut}
              messagesLink={messagesLink}
            />
          ) : (
            <div className={loginForm ? 'layout-header__auth layout-header__auth--form' : 'layout-header__auth'}>
              {loginForm ? <div className="layout-header__login-form">{loginForm}</div> : null}
              {loginForm && onSignIn ? (
                // Beside the header form, the popup still offers sms, third-party sign-in and free play.
                <button type="button" className="layout-header__signin layout-header__signin--more" onClick={onSignIn}>
                  {t('layout_sign_in_more')}
                </button>
              ) : null}
              {onSignIn ? (
                <button type="button" className="layout-header__signin" onClick={onSignIn}>
                  {t('layout_sign_in')}
                </button>
              ) : (
                <Link to="/login" className="layout-header__signin">
                  {t('layout_sign_in')}
                </Link>
              )}
              {onRegister ? (
                <button type="button" className="layout-header__register" onClick={onRegister}>
                  {t('layout_register')}
                </button>
              ) : (
                <Link to="/register" className="layout-header__register">
                  {t('layout_register')}
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

/** The selector's options for the brand's supported language codes, each named in itself. */
export function languageOptions(supported: readonly string[]): LanguageOption[] {
  return supported.map((code) => {
    const info = LANGUAGES.find((l) => l.code === code);
    return { code, endonym: info?.endonym ?? code, ...(info ? { tag: info.tag } : {}) };
  });
}

export interface HeaderProps {
  /** The header variant of sign-in, shown to visitors. */
  loginForm?: ReactNode;
}

// Signed-in members only: its own chunk, so the visitors' first load does not grow.
const HeaderMessagesLink = lazy(() => import('@/lib/header-messages-link'));

/** The header wired to the brand, the language, the theme mode, the member, the balance and the popups. */
export function Header({ loginForm }: HeaderProps = {}) {
  const merchant = useMerchant();
  const customerServiceHref = useCustomerServiceHref();
  const { language, setLanguage } = useLanguage();
  const [themeMode, setThemeMode] = useThemeMode();
  const { member, role } = useMember();
  const account = member?.account ?? null;
  const popups = usePopups();
  const memberCentreLink = useMemberCentreLink();
  const balance = useWalletBalance(account !== null);
  const [balanceHidden, setBalanceHidden] = useState(false);
  const languages = languageOptions(merchant.languages.supported);
  const onRealAccountLink = (event: MouseEvent<HTMLAnchorElement>) => {
    const page = event.currentTarget.pathname.split('/')[2];
    if (isMemberPage(page)) memberCentreLink(page)(event);
  };
  return (
    <HeaderView
      brandName={merchant.name}
      logo={merchant.assets.logo}
      languages={languages}
      language={language}
      onLanguageChange={(code) => void setLanguage(code)}
      themeMode={themeMode}
      onThemeModeChange={setThemeMode}
      customerServiceHref={customerServiceHref}
      account={account}
      isAgent={role === 'agent'}
      balance={balance.data ?? null}
      balanceHidden={balanceHidden}
      onBalanceRefresh={() => void balance.mutate()}
      onBalanceHiddenChange={setBalanceHidden}
      loginForm={loginForm}
      onSignIn={() => popups.open('login')}
      onRegister={() => popups.open('register')}
      onSignOut={() => popups.open('logoutConfirm')}
      onRealAccountLink={onRealAccountLink}
      discover={merchant.discover}
      messagesLink={
        account ? (
          <Suspense fallback={null}>
            <HeaderMessagesLink onClick={onRealAccountLink} />
          </Suspense>
        ) : null
      }
    />
  );
}

export default Header;
