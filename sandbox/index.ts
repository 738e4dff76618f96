import { loadBundledMerchants } from './merchants-browser';

// Browser and Vitest entry (Vite-processed): brands come from the bundled merchant JSON.
loadBundledMerchants();

export { handlers, handlersFor, scenarioHandlers, apiHandlers } from './handlers';
export { resetStore, SEEDED_LOGINS } from './store';
export {
  scenarioNames, scenarioDescriptions, isScenarioName, SCENARIO_COOKIE, SCENARIO_HEADER, BLOCKED_IP, type ScenarioName,
} from './scenarios';
export { encryptBody } from './crypto';
