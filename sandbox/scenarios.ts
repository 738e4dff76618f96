/** Named presets of platform behaviour, chosen per request (header/cookie), per process, or per test/story. */
export const scenarioNames = [
  'normal',
  'maintenance',
  'region-blocked',
  'domain-error',
  'api-offline',
  'slow',
  'captcha-required',
  'sms-rate-limited',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

/** What each scenario does, for `GET /__sandbox/state` and the README. */
export const scenarioDescriptions: Record<ScenarioName, string> = {
  normal: 'everything works',
  maintenance: 'system status says maintenance (status 1)',
  'region-blocked': 'system status says region restricted (status 2), visitor IP 203.0.113.7',
  'domain-error': 'the domain check fails: domainRoute lists only other hosts',
  'api-offline': 'every /wps and /lgw call is a network error',
  slow: 'every call answers after about 2 seconds',
  'captcha-required': 'every login needs the current captcha',
  'sms-rate-limited': 'sms code requests answer "too many requests, retry after 5 minutes"',
};

/** Visitor IP reported when the region is blocked (documentation range, RFC 5737). */
export const BLOCKED_IP = '203.0.113.7';
/** Delay of the slow scenario. */
export const SLOW_DELAY_MS = 2000;
/** Cookie the dev/preview middleware sets from `?scenario=` on a document request. */
export const SCENARIO_COOKIE = 'sandbox-scenario';
/** Header the middleware (or a test) puts on a request to pick its scenario. */
export const SCENARIO_HEADER = 'x-sandbox-scenario';

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && (scenarioNames as readonly string[]).includes(name);
}

let processDefault: ScenarioName = 'normal';

/** The scenario used when a request names none (`POST /__sandbox/scenario`). */
export function defaultScenario(): ScenarioName {
  return processDefault;
}

export function setDefaultScenario(name: ScenarioName): void {
  processDefault = name;
}

/** The scenario for one request: its header, else the process default. */
export function scenarioOf(request: Request): ScenarioName {
  const named = request.headers.get(SCENARIO_HEADER);
  return isScenarioName(named) ? named : processDefault;
}
