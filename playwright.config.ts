import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// `npm test` picks a free port and passes it in E2E_PORT (workers inherit it), so a second suite running beside this one
// on a shared machine does not collide with it; run on its own, the suite uses vite preview's usual 4173.
const port = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests run against the built site served by `vite preview` with the sandbox middleware. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The built site registers a service worker (src/features/pwa), which would answer requests before `page.route`
    // sees them. Only tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
