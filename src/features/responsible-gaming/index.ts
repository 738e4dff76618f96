/**
 * Responsible gaming (issue 14): the /responsibleGaming page and member page, the reality check, deposit limits,
 * time-out and self-exclusion. Everything is a lazy entry under `entries/` (nothing loads at boot); this index carries
 * only the pure reality-check helpers.
 */
export { REALITY_CHECK_MINUTES, nextCheckAt, type RealityCheckMinutes, type RealityCheckSetting } from './reality-check/reality-check';
