import { setupServer } from 'msw/node';
import { handlers, scenarioHandlers, socketHandlers } from './handlers.ts';
import { loadMerchantsFromDisk } from './merchants-node.ts';

loadMerchantsFromDisk();

/** The sandbox for Vitest (msw/node); tests/setup.ts starts it. */
export const server = setupServer(...handlers, ...socketHandlers);

/** Switches the running test's sandbox to a scenario until `server.resetHandlers()` (after each test). */
export function applyScenario(name: string): void {
  server.use(...scenarioHandlers(name));
}
