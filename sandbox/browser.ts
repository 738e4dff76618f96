import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { loadBundledMerchants } from './merchants-browser';

loadBundledMerchants();

/** The sandbox as a service worker (needs public/mockServiceWorker.js). */
export const worker = setupWorker(...handlers);
