// The sanitizer moved to src/lib so other areas (the withdraw page's precaution note) share it.
export { loadSanitizer, loadedSanitizer } from '@/lib/sanitize';
export type { Sanitize } from '@/lib/sanitize';
