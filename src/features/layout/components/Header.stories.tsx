import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useLanguage } from '@/i18n';
import { useMerchant } from '@/merchant';
import { HeaderView, languageOptions, type HeaderViewProps } from './Header';

/** The presentational header filled with the brand and language of the toolbar; args override any part. */
function BrandHeader(props: Partial<HeaderViewProps>) {
  const merchant = useMerchant();
  const { language } = useLanguage();
  return (
    <HeaderView
      brandName={merchant.name}
      logo={merchant.assets.logo}
      languages={languageOptions(merchant.languages.supported)}
      language={language}
      customerServiceHref={merchant.customerService.href}
      themeMode="light"
      onLanguageChange={fn()}
      onThemeModeChange={fn()}
      {...props}
    />
  );
}

const meta = {
  title: 'Layout/Header',
  component: BrandHeader,
  args: { onLanguageChange: fn(), onThemeModeChange: fn() },
} satisfies Meta<typeof BrandHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: Sign in and Register. */
export const Anonymous: Story = {};

/** A signed-in member: balance, account name, deposit, withdraw, betting record, sign out. */
export const Member: Story = { args: { account: 'member01', balance: 1234567.5, onSignOut: fn(), onBalanceRefresh: fn() } };

/** The balance masked with asterisks. */
export const BalanceHidden: Story = { args: { account: 'member01', balance: 1234567.5, balanceHidden: true } };

/** An agent also gets the Agent link. */
export const Agent: Story = { args: { account: 'agent01', isAgent: true, balance: 88000 } };

/** The balance is still loading. */
export const BalanceLoading: Story = { args: { account: 'member01', balance: null } };

/** A visitor in the shell: Sign in and Register open their popups. */
export const AnonymousWithPopups: Story = { args: { onSignIn: fn(), onRegister: fn() } };

/** Tagalog texts. */
export const Tagalog: Story = { globals: { language: 'TY' } };

/** The theme toggle pressed. */
export const DarkToggle: Story = { args: { themeMode: 'dark' }, globals: { theme: 'dark' } };

/** Golden Lotus in the dark theme: the wordmark logo alone, no second brand name beside it. */
export const GoldenLotusDark: Story = { args: { themeMode: 'dark' }, globals: { theme: 'dark', brand: 'goldenlotus' } };
