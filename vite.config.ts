/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { sandboxPlugin } from './sandbox/vite-plugin.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { cspPreviewPlugin } from './scripts/csp-vite-plugin.ts';
import { localesPlugin } from './scripts/locales-vite-plugin.ts';
import { merchantPlugin } from './scripts/merchant-vite-plugin.ts';
import { numberFormatsPlugin } from './scripts/number-formats-vite-plugin.ts';
import { pwaPlugins } from './scripts/pwa-vite-plugin.ts';
import type { Plugin } from 'vite';

/**
 * sonner writes its stylesheet into a `<style>` at run time, which the site's Content-Security-Policy refuses (no
 * 'unsafe-inline'). The build turns that writer into a no-op; src/ui/toast.tsx imports the same CSS as a file instead.
 */
function toastStylesAsFile(): Plugin {
  return {
    name: 'toast-styles-as-file',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace(/function __insertCSS\(code\) \{/, 'function __insertCSS(code) {\n  return;');
      if (patched === code) throw new Error('sonner no longer has __insertCSS: check how it loads its styles');
      return { code: patched, map: null };
    },
  };
}


/** What the logic and component tests share: the set-up with the in-process sandbox, and their pace on a 2-core machine. */
const inProcessTests = {
  setupFiles: ['tests/setup.ts'],
  restoreMocks: true,
  // Component tests render whole screens against the in-process sandbox: about 1 s each, but 5 s and more on a busy
  // 2-core machine (measured at load 16). A hang still fails, after 15 s instead of 5.
  testTimeout: 15_000,
  // Vitest runs one file at a time on a 2-core machine (cores - 1); the main process is idle while files run, so two
  // at a time use both cores.
  maxWorkers: 2,
};

export default defineConfig({
  plugins: [react(), localesPlugin(), merchantPlugin(), numberFormatsPlugin(), sandboxPlugin(), cspPreviewPlugin(), toastStylesAsFile(), ...pwaPlugins()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { host: 'localhost', port: 5173 },
  preview: { host: 'localhost', port: 4173 },
  build: {
    target: 'es2022',
    // modulepreload is native in every browser the es2022 target runs in but Safari before 17, where the preloads
    // are skipped and modules load when imported: the polyfill (0.4 KB gzip of the first load) is not worth it.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs before it can draw (React, the router, texts, data cache, API, brand, shared UI) in
          // one file instead of about ten, so the first load is a few requests; everything else stays split. The shared UI
          // and session modules every screen draws at once are named too: lazy pages importing them one by one would
          // otherwise split each into a chunk of its own, all still loaded first; and the groups below would pull the ones
          // the shell shares with them into their own files, which the shell would then load first.
          groups: [
            {
              name: 'boot',
              test: (id: string) =>
                /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|swr|use-sync-external-store|dayjs|openapi-fetch)[\\/]|[\\/]src[\\/](api|i18n|merchant)[\\/]|[\\/]src[\\/]ui[\\/](index|button|spinner|dialog|full-page-message)\.tsx?$|[\\/]src[\\/]lib[\\/](member|system|popups|format|sanitize|game-vendors|wallet-balance|reload)\.tsx?$|[\\/]src[\\/](sections[\\/]idle\.ts|features[\\/]announcements[\\/]execution\.ts|features[\\/]layout[\\/](customer-service\.ts|components[\\/](external-link\.tsx|layout\.css)))$/.test(id) &&
                // Loaded on demand: other languages' date texts, the SWR hooks only some screens use, and react-i18next's
                // <Trans> with its HTML parser (only forms use it: 5 KB gzip the home page does not need).
                !/[\\/]dayjs[\\/]locale[\\/]|[\\/]swr[\\/]dist[\\/](infinite|mutation|subscription)[\\/]|[\\/]react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|IcuTrans\w*)\.js$/.test(id),
              priority: 10,
            },
            // What the home page draws after the first paint, as three files instead of about thirty: each response costs its
            // headers (about 0.3 KB) and each chunk its own import list, and a visitor's home fetches all of them. Exactly the
            // modules home draws (nothing it imports on demand): the start-up status check and its pages, the game rows and cards (home and the game pages), then the home sections, shell parts and the
            // announcement popup.
            {
              name: 'status',
              test: /[\\/]src[\\/]app[\\/](status-watcher|startup-calls)\.tsx?$|[\\/]src[\\/]features[\\/]system-status[\\/]/,
              priority: 9,
            },
            // XState, for the flows (sign-in, register, money): one file of its own, so a flow's page does not fetch
            // another flow's chunk for it. Home does not load it (the start-up check is a plain function).
            {
              name: 'xstate',
              test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|use-isomorphic-layout-effect)[\\/]/,
              priority: 9,
            },
            {
              name: 'game-cards',
              test: /[\\/]src[\\/]features[\\/]games[\\/](sections[\\/]game-row\.tsx|api[\\/](hot-games|game-list|favourite-list|recent-games|favourite-ids|add-favourite|remove-favourite)\.ts|components[\\/](GameCard|GameIcon)\.tsx|logic[\\/]throttle\.ts|hooks[\\/]use-favourite\.ts|types\.ts)$|[\\/]src[\\/]lib[\\/]start-game(-hook)?\.ts$/,
              priority: 8,
            },
            {
              name: 'home',
              test: /[\\/]src[\\/]features[\\/]home[\\/](sections[\\/][\w-]+\.tsx|components[\\/](banner-slide|banner-controls|banner-timing|live-clock)\.tsx?|api[\\/](notice-content|winners)\.ts|entries[\\/]home-page\.tsx|(banner-link|jackpot|video|winner-format)\.ts)$|[\\/]src[\\/]sections[\\/]|[\\/]src[\\/]features[\\/][\w-]+[\\/]sections[\\/][\w-]+\.section\.ts$|[\\/]src[\\/]features[\\/]announcements[\\/](components[\\/](announcement-popup|announcement-item)|entries[\\/]announcement-popup)\.tsx$|[\\/]src[\\/]features[\\/]layout[\\/]components[\\/](Footer|RightBar|social-icon)\.tsx$|[\\/]src[\\/]features[\\/]pwa[\\/](pwa-slot|index)\.tsx?$/,
              priority: 7,
            },
            // The sign-in flow (the sign-in popup's, and the one behind the header's sign-in form, which loads it when the
            // person first turns to the form): one file, not nine.
            {
              name: 'sign-in',
              test: /[\\/]src[\\/]features[\\/]auth[\\/](login\.machine\.ts|components[\\/](use-auth-effects|use-login-flow|header-login-flow)\.tsx?|api[\\/](envelope-call|login|member-info|captcha)\.ts|identity[\\/]types\.ts)$/,
              priority: 6,
            },
            // The header's sign-in form itself (Golden Lotus draws it on every page) and what it shares with the flows:
            // error texts, the remembered username.
            {
              name: 'sign-in-form',
              test: /[\\/]src[\\/]features[\\/]auth[\\/](errors\.ts|components[\\/](error-text|use-refused-attempt|HeaderLoginForm)\.tsx?|entries[\\/]header-login-form\.tsx)$|[\\/]src[\\/]lib[\\/]session-cookie\.ts$/,
              // Before the flow's group, which would otherwise take these with the flow's own dependencies.
              priority: 7,
            },
            // Each language's merged texts (scripts/locales-vite-plugin.ts) as texts-<CODE> (what the first screen shows) and
            // texts-<CODE>-more (the rest), named for the bench's reader.
            {
              name: (id: string) => {
                const texts = /^\0virtual:locales\/([A-Z]{2})(\/more)?$/.exec(id);
                return texts ? `texts-${texts[1]}${texts[2] ? '-more' : ''}` : null;
              },
              priority: 20,
            },
          ],
        },
      },
    },
  },
  // Dependencies reached only through lazy chunks: pre-bundled up front so the dev server and the Storybook test run do
  // not discover them mid-run and reload the page (which fails a test with "failed to fetch dynamically imported module").
  optimizeDeps: {
    include: [
      '@tanstack/react-virtual',
      'swr/infinite',
      'swiper/react',
      'swiper/modules',
      'qrcode.react',
      'sonner',
      'dompurify',
      'node-forge',
      '@rjsf/core',
      '@rjsf/utils',
      '@rjsf/validator-ajv8',
      'partysocket',
      'react-day-picker',
      'uplot',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...inProcessTests,
          name: 'unit',
          // Logic without a page: Node, not jsdom, whose set-up per file (1.5 s on a busy CI machine) was half the
          // step's time. A file that draws or needs browser storage asks for jsdom in its first line.
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          ...inProcessTests,
          name: 'component',
          environment: 'jsdom',
          setupFiles: [...inProcessTests.setupFiles, 'tests/setup-shared.ts'],
          include: ['tests/{component,contract}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.mocked.test.{ts,tsx}'],
          // One module graph and one jsdom per worker, not one per file: each file set them up again (the sandbox and
          // its seed, the app's modules, the texts), most of the step's time. tests/setup.ts gives each file a clean
          // start (sandbox, session, storage, document, language).
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that replaces modules (vi.mock) gets its own module graph, so its stand-ins reach no other file.
        test: { ...inProcessTests, name: 'component-mocked', environment: 'jsdom', include: ['tests/{component,contract}/**/*.mocked.test.{ts,tsx}'] },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          // One frame for all story files, not a new one per file: a new frame evaluated the preview's whole module
          // graph again (the sandbox and its seed, every handler, the texts) and restarted the mock worker, 3.3 s a
          // file on the CI machine, about half the step. Each story starts clean anyway: the preview's first loader
          // resets the sandbox and clears the session and browser storage.
          isolate: false,
          // A file's first story waits for the dev server to transform its page's modules: 15 s was not enough at
          // load 17 on this 2-core machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
