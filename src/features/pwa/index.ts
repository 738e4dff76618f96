// Only the slot: it loads the rest (src/features/pwa/entries/pwa-gate.tsx) after the page has loaded.
export { PwaSlot } from './pwa-slot';
