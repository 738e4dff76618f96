import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { allMerchants, applyTheme, getMerchant, MerchantProvider } from '@/merchant';
import { i18n, setLanguage } from '@/i18n';
import { configureApi } from '@/api';
import { handlers, scenarioHandlers, scenarioNames } from '../sandbox';
import '@/ui/global.css';

const brands = allMerchants();

/** Waits for the story's language to load so text never flashes as keys. */
function LanguageGate({ language, children }: { language: string; children: ReactNode }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void setLanguage(language).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loaded === language ? children : null;
}

const withProviders: Decorator = (Story, context) => {
  const merchant = getMerchant(String(context.globals.brand)) ?? brands[0]!;
  const mode = context.globals.theme === 'dark' ? 'dark' : 'light';
  const language = merchant.languages.supported.includes(String(context.globals.language))
    ? String(context.globals.language)
    : merchant.languages.default;
  applyTheme(merchant, mode);
  configureApi({ merchantCode: merchant.code, language, encryption: merchant.encryption });
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <MerchantProvider merchant={merchant}>
      <I18nextProvider i18n={i18n}>
        <LanguageGate language={language}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <MemoryRouter initialEntries={[route]}>
              <Story />
            </MemoryRouter>
          </SWRConfig>
        </LanguageGate>
      </I18nextProvider>
    </MerchantProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand (merchant config)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((m) => ({ value: m.code, title: m.name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: ['EN', 'TY', 'VI'], dynamicTitle: true },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    scenario: {
      description: 'Sandbox scenario the platform answers with',
      toolbar: { title: 'Scenario', icon: 'server', items: scenarioNames, dynamicTitle: true },
    },
  },
  initialGlobals: { brand: brands[0]?.code, language: 'EN', theme: 'light', scenario: 'normal' },
  decorators: [withProviders],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  beforeEach({ msw, globals }) {
    const scenario = String(globals.scenario ?? 'normal');
    if (scenario !== 'normal') msw.use(...scenarioHandlers(scenario));
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
