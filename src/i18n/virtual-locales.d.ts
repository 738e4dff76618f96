/**
 * scripts/locales-vite-plugin.ts: per language folder under locales/, a loader of the texts the first screen shows
 * (`start`) and one of the rest (`more`); and each folder's file names.
 */
declare module 'virtual:locales' {
  type Texts = () => Promise<{ default: Record<string, string> }>;
  export const loaders: Record<string, { start: Texts; more: Texts }>;
  export const files: Record<string, string[]>;
}
