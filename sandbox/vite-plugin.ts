import type { Plugin } from 'vite';

/** Placeholder until the sandbox middleware lands: mounts nothing. */
export function sandboxPlugin(): Plugin {
  return { name: 'sandbox' };
}
