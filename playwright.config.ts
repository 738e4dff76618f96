import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// `npm test` picks a free port and passes it in E2E_PORT (workers inherit it), so a second suite running beside this one
// on a shared machine does not collide with it; run on its own, the suite uses vite preview's usual 4173.
const port = Number(process.env.E2E_PORT ?? 4173);

// These machines are shared. The load per core when the run starts (read once, in the main process; the workers inherit
// it) stretches every wait, as a person on a slow machine waits longer too: 1× up to one runnable task per core, up to
// 3× at three and more, where one browser runs at a time. Tests wait for what a person waits for; only the limits move.
const [load = 0] = os.loadavg();
process.env.E2E_BUSY ??= String(Math.min(3, Math.max(1, load / os.availableParallelism())));
const busy = Number(process.env.E2E_BUSY);
if (!process.env.TEST_WORKER_INDEX && busy > 1) {
  console.log(`Load average ${load.toFixed(1)} on ${os.availableParallelism()} cores: waits ×${busy.toFixed(1)}, ${busy >= 3 ? 1 : 2} worker(s)`);
}

/** Browser tests run against the built site served by `vite preview` with the sandbox middleware. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: busy >= 3 ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: Math.round(30_000 * busy),
  expect: { timeout: Math.round(7_000 * busy) },
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
