import { registerMerchants } from './merchants.ts';

// Vite-only: bundled JSON so the service worker build (Storybook, browser) knows the brands without a file system.
const defaults = import.meta.glob('../merchants/_defaults.json', { eager: true, import: 'default' });
const configs = import.meta.glob('../merchants/*/merchant.json', { eager: true, import: 'default' });

/** Registers the brands bundled at build time. */
export function loadBundledMerchants(): void {
  registerMerchants(
    Object.values(defaults)[0],
    Object.keys(configs)
      .toSorted()
      .map((key) => configs[key]),
  );
}
