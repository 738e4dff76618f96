import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@/api';
import { initI18n, startLanguage } from '@/i18n';
import { setMoneyDefaults } from '@/lib/format';
import { resolveMerchant } from '@/merchant';
import '@/ui/global.css';
import '@/ui/button.css';
import { App } from './app';
import { takeBootToken } from './boot-token';

/**
 * Resolves in a new task (after what the browser has waiting, such as a paint or input), so the start-up's steps are
 * separate tasks instead of one long one that blocks the page.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.addEventListener('message', () => resolve(), { once: true });
    channel.port1.start();
    channel.port2.postMessage(null);
  });
}

/**
 * Starts the site: picks the brand from the address, points the API at it, loads the first language (so no
 * key ever flashes), takes a login token from the URL, and renders the app.
 */
export async function boot(container: HTMLElement): Promise<void> {
  // The modules' evaluation, the brand's config and the language's start each run as a task of their own.
  await nextTask();
  const merchant = resolveMerchant({
    hostname: window.location.hostname,
    search: window.location.search,
    production: import.meta.env.PROD,
  });
  const language = startLanguage(merchant.languages);
  configureApi({ merchantCode: merchant.code, language, encryption: merchant.encryption });
  setMoneyDefaults({ currency: merchant.currency.code, locale: merchant.currency.locale });
  await nextTask();
  await initI18n(language);
  const token = takeBootToken();
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is no single long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App merchant={merchant} host={window.location.hostname} token={token} />
      </StrictMode>,
    );
  });
}
