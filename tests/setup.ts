import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../sandbox/node';

// Lazy chunks and the sandbox answer within milliseconds, but a 2-core CI machine running test files in parallel
// can take longer than Testing Library's 1 s default to get there.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Tests render any screen straight away, not through the app's routes and popups that fetch the rest of the texts
// beside their code: load all of them (the home page on its start texts alone is a browser test, tests/e2e/texts.spec.ts).
beforeAll(async () => {
  const { loadMoreTexts } = await import('@/i18n');
  await loadMoreTexts();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Node (the logic tests) has no browser storage.
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());
