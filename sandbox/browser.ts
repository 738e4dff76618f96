import { setupWorker } from 'msw/browser';
import { handlers, socketHandlers } from './handlers.ts';
import { loadBundledMerchants } from './merchants-browser.ts';

loadBundledMerchants();

/** The sandbox as a service worker (needs public/mockServiceWorker.js). */
export const worker = setupWorker(...handlers, ...socketHandlers);
