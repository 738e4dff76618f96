/** Product types of the rebate settings, named as the site's navigation names them (literal keys for the keys test). */
const PRODUCT_LABELS: Readonly<Record<string, string>> = {
  LOTT: 'nav_lott',
  ELOTT: 'nav_elott',
  PVP: 'nav_pvp',
  FISH: 'nav_fish',
  RNG: 'nav_rng',
  LIVE: 'nav_live',
  SPORTS: 'nav_sports',
  ESPORTS: 'nav_esports',
};

/** A product type's name in the current language, or the platform's code when unknown. */
export function productName(t: (key: string) => string, productType: string): string {
  const key = PRODUCT_LABELS[productType];
  return key ? t(key) : productType;
}

/** A rate in percent as typed: empty = 0; at most one decimal; 0 up to `max`. */
export function parseRate(text: string, max: number): { ok: true; rate: number } | { ok: false; error: 'agreg_rate_invalid' | 'agreg_rate_above' } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, rate: 0 };
  if (!/^\d+(\.\d)?$/.test(trimmed)) return { ok: false, error: 'agreg_rate_invalid' };
  const rate = Number(trimmed);
  if (rate > max + 1e-9) return { ok: false, error: 'agreg_rate_above' };
  return { ok: true, rate };
}
