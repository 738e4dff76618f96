export { checkStartup } from './startup-check';
export type { DomainErrorReason, StartupCalls, StartupInput, StartupOutcome, StartupResult } from './startup-check';
export { MaintenancePage } from './components/maintenance-page';
export type { MaintenancePageProps } from './components/maintenance-page';
export { RegionBlockedPage } from './components/region-blocked-page';
export type { RegionBlockedPageProps } from './components/region-blocked-page';
export { DomainErrorPage } from './components/domain-error-page';
export type { DomainErrorPageProps } from './components/domain-error-page';
export { isHostListed, isValidHost, domainHostname } from './domain';
