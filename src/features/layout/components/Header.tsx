import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, useLanguage } from '@/i18n';
import { useMerchant, useThemeMode } from '@/merchant';
import type { ThemeMode } from '@/merchant/types';
import { useMemberAccount } from '../member';
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
  /** Brand name: the logo's text alternative and the visible name. */
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
}: HeaderViewProps) {
  const { t } = useTranslation();
  const languageId = useId();
  return (
    <header className="layout-header">
      <div className="layout-header__inner">
        <Link to="/" className="layout-header__brand">
          <img className="layout-header__logo" src={logo} alt={brandName} height={40} />
        </Link>
        <span className="layout-header__name" aria-hidden="true">
          {brandName}
        </span>
        <div className="layout-header__tools">
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
            <p className="layout-header__account">
              <span className="layout-sr-only">{t('layout_signed_in_as')} </span>
              {account}
            </p>
          ) : (
            <div className="layout-header__auth">
              <Link to="/login" className="layout-header__signin">
                {t('layout_sign_in')}
              </Link>
              <Link to="/register" className="layout-header__register">
                {t('layout_register')}
              </Link>
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

/** The header wired to the brand, the language, the theme mode and the member. */
export function Header() {
  const merchant = useMerchant();
  const customerServiceHref = useCustomerServiceHref();
  const { language, setLanguage } = useLanguage();
  const [themeMode, setThemeMode] = useThemeMode();
  const account = useMemberAccount();
  const languages = languageOptions(merchant.languages.supported);
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
    />
  );
}

export default Header;
