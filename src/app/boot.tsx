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
 * Starts the site: picks the brand from the address, points the API at it, loads the first language (so no
 * key ever flashes), takes a login token from the URL, and renders the app.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const merchant = resolveMerchant({
    hostname: window.location.hostname,
    search: window.location.search,
    production: import.meta.env.PROD,
  });
  const language = startLanguage(merchant.languages);
  configureApi({ merchantCode: merchant.code, language, encryption: merchant.encryption });
  setMoneyDefaults({ currency: merchant.currency.code, locale: merchant.currency.locale });
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
