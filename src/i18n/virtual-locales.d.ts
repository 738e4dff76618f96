/** scripts/locales-vite-plugin.ts: one loader per language folder under locales/, and each folder's file names. */
declare module 'virtual:locales' {
  export const loaders: Record<string, () => Promise<{ default: Record<string, string> }>>;
  export const files: Record<string, string[]>;
}
