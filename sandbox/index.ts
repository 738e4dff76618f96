import { loadBundledMerchants } from './merchants-browser.ts';

// Browser and Vitest entry (Vite-processed): brands come from the bundled merchant JSON.
loadBundledMerchants();

export { handlers, handlersFor, scenarioHandlers, apiHandlers, socketHandlers } from './handlers.ts';
export { resetStore, SEEDED_LOGINS } from './store.ts';
export {
  scenarioNames, scenarioDescriptions, isScenarioName, SCENARIO_COOKIE, SCENARIO_HEADER, BLOCKED_IP, type ScenarioName,
} from './scenarios.ts';
export { encryptBody } from './crypto.ts';
