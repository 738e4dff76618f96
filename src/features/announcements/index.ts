/** Public surface of the announcements feature; the popups are the lazy entries `entries/announcement-popup` and `entries/notice-popup`. */
export { AnnouncementGate } from './components/announcement-gate';
export { audienceOf, executionsFor, isDue, markClosed, isFirstLogin, closedFlagKey, FIRST_LOGIN_KEY } from './execution';
export type { Audience, Execution } from './execution';
export { NOTICE_PAGE_SIZE, pageCount, pageItems, clampPage } from './paging';
