import type { components } from '@/api';

/** A game category of the profit and loss, bonus details and manual rebate (the contract's RecordGameCategory). */
export type RecordGameCategory = components['schemas']['RecordGameCategory'];

/** The categories in the platform's order, named as the site's navigation names them (literal keys for the keys test). */
export const RECORD_GAME_CATEGORIES: readonly { id: RecordGameCategory; labelKey: string }[] = [
  { id: 'RNG', labelKey: 'nav_rng' },
  { id: 'FISH', labelKey: 'nav_fish' },
  { id: 'LIVE', labelKey: 'nav_live' },
  { id: 'SPORTS', labelKey: 'nav_sports' },
  { id: 'ESPORTS', labelKey: 'nav_esports' },
  { id: 'ELOTT', labelKey: 'nav_lott' },
  { id: 'PVP', labelKey: 'nav_pvp' },
];

const LABELS = new Map<string, string>(RECORD_GAME_CATEGORIES.map((category) => [category.id, category.labelKey]));

/** The i18n key naming a category; undefined for a code we do not know (show the platform's code then). */
export function categoryLabelKey(id: string): string | undefined {
  return LABELS.get(id);
}

/** A category's name in the current language (`t` from useTranslation), or the platform's code when unknown. */
export function categoryName(t: (key: string) => string, id: string): string {
  const key = categoryLabelKey(id);
  return key ? t(key) : id;
}
