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

/** A signed-in member sees their account name. */
export const Member: Story = { args: { account: 'member01' } };

/** Tagalog texts. */
export const Tagalog: Story = { globals: { language: 'TY' } };

/** The theme toggle pressed. */
export const DarkToggle: Story = { args: { themeMode: 'dark' }, globals: { theme: 'dark' } };
