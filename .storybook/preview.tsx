import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { allMerchants, applyTheme, getMerchant } from '@/merchant';
import { loadMoreTexts, setLanguage } from '@/i18n';
import { configureApi, session } from '@/api';
import { AppProviders } from '../tests/support/app-providers';
import { PopupHost } from '@/app/popup-host';
import { handlers, scenarioHandlers, scenarioNames, socketHandlers } from '../sandbox';
import { resetStore } from '../sandbox/store';
import '@/ui/global.css';

const brands = allMerchants();

function storyBrand(globals: Record<string, unknown>) {
  const merchant = getMerchant(String(globals.brand)) ?? brands[0]!;
  const language = merchant.languages.supported.includes(String(globals.language))
    ? String(globals.language)
    : merchant.languages.default;
  return { merchant, language, mode: globals.theme === 'dark' ? ('dark' as const) : ('light' as const) };
}

const withProviders: Decorator = (Story, context) => {
  const { merchant, mode } = storyBrand(context.globals);
  applyTheme(merchant, mode);
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <AppProviders merchant={merchant} mode={mode} route={route}>
      <Story />
      <PopupHost />
    </AppProviders>
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
    // Language files load lazily: finish before the story renders so play functions see real text.
    async ({ globals }) => {
      // All story files share one frame (vite.config.ts): nothing of the last story's sandbox, session or storage
      // carries over. Stories that sign in do it in their beforeEach, which runs after the loaders.
      resetStore();
      session.clear();
      sessionStorage.clear();
      localStorage.clear();
      const { merchant, language } = storyBrand(globals);
      configureApi({ merchantCode: merchant.code, language, encryption: merchant.encryption });
      await setLanguage(language);
      // Stories draw any screen at once, not through the routes and popups that fetch the rest of the texts.
      await loadMoreTexts();
      return {};
    },
    mswLoader(async () => {
      const worker = setupWorker(...handlers, ...socketHandlers);
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
