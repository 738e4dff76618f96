import type { VendorCard, VendorLane } from './nav';

/** A small square vendor icon as a data URI, so stories and tests need no network for images. */
export function vendorIcon(code: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><rect width="56" height="56" rx="8" fill="hsl(${hue} 60% 40%)"/><text x="28" y="34" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${code.slice(0, 4)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const LIVE_VENDORS = ['EVO', 'SA', 'AG', 'DG', 'PP', 'WM', 'SEXY', 'BG', 'EZUGI', 'MG', 'ALLBET', 'PT', 'VIVO'];

/** `count` live-casino vendor cards (at most 13), with icons. */
export function liveVendors(count: number): VendorCard[] {
  return LIVE_VENDORS.slice(0, count).map((code, i) => ({
    vassalage: code,
    displayName: `${code} Live`,
    gameType: 'LIVE',
    lagerIcon: vendorIcon(code, (i * 37) % 360),
  }));
}

const card = (gameType: string, vassalage: string, displayName = vassalage): VendorCard => ({
  vassalage,
  displayName,
  gameType,
});

/**
 * Lanes as the sandbox's game-vendor call sends them: server order, e-sport and cockfight vendors inside SPORTS,
 * BINGO before RNG, an empty PVP lane.
 */
export const sandboxLikeLanes: VendorLane[] = [
  { title: 'LOTT', cards: [card('LOTT', 'TCG_LOTTO_VN', 'VN Lotto'), card('LOTT', 'TCG_SEA', 'SEA Lotto')] },
  { title: 'BINGO', cards: [card('BINGO', 'BG', 'Bingo')] },
  { title: 'LIVE', cards: liveVendors(3) },
  {
    title: 'SPORTS',
    cards: [
      card('SPORTS', 'SABA', 'SABA Sports'),
      card('SPORTS', 'AV', 'AV Esports'),
      card('SPORTS', 'DS88', 'DS88 Cockfight'),
      card('SPORTS', 'FB', 'FB Sports'),
      card('SPORTS', 'TF', 'TF Gaming'),
    ],
  },
  { title: 'RNG', cards: [card('RNG', 'PG', 'PG Soft'), card('RNG', 'JILI', 'JILI')] },
  { title: 'PVP', cards: [] },
  { title: 'FISH', cards: [card('FISH', 'JDB', 'JDB Fishing')] },
];
