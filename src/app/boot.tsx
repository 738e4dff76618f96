import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@/api';
import { initI18n, loadLanguage, startLanguage } from '@/i18n';
import { setMoneyDefaults } from '@/lib/format';
import { loadMerchant } from '@/merchant/load';
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
 * Starts the site: loads the brand the address picked, points the API at it, loads the first language (so no
 * key ever flashes), takes a login token from the URL, and renders the app.
 */
export async function boot(container: HTMLElement): Promise<void> {
  // The modules' evaluation, the brand's config and the language's start each run as a task of their own.
  await nextTask();
  // The brand the start-up script in index.html chose (and themed the page for) by the address; its file is a chunk of
  // its own. The texts of the language that script chose load meanwhile, so the two downloads do not wait in turn.
  const early = window.siteEarlyCalls?.language;
  const [merchant] = await Promise.all([
    loadMerchant(document.documentElement.getAttribute('data-merchant')),
    early ? loadLanguage(early).catch(() => undefined) : undefined,
  ]);
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
