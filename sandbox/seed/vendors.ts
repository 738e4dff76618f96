/** A game vendor as the platform's vendor menu lists it. */
export interface SeedVendor {
  vassalage: string;
  displayName: string;
  /** Lane the vendor is served in; e-sport and cockfight vendors sit in SPORTS as on the platform. */
  gameType: string;
  accountTypeName: string;
  /** How many games the catalog generates for this vendor; 0 means the vendor is one lobby game. */
  games: number;
}

const v = (vassalage: string, displayName: string, gameType: string, games: number): SeedVendor => ({
  vassalage,
  displayName,
  gameType,
  accountTypeName: `${vassalage}_${gameType}`,
  games,
});

/** Lane order is the server order the nav bar starts from. */
export const LANE_ORDER = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'BINGO'] as const;

/** E-sport vendors (SPEC §9). */
export const ESPORT_VENDORS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
/** Cockfight vendors (SPEC §9). */
export const COCKFIGHT_VENDORS = ['DS88', 'DIG'] as const;

export const VENDORS: readonly SeedVendor[] = [
  v('LOTT', 'Lottery', 'LOTT', 24),
  v('TCG_LOTTO_VN', 'VN Lottery', 'LOTT', 30),
  v('TCG_SEA', 'SEA Lottery', 'LOTT', 18),
  v('ELOTT', 'E-Lottery', 'ELOTT', 24),
  v('KENO', 'Keno Live', 'ELOTT', 12),
  v('EVO', 'Evolution', 'LIVE', 40),
  v('SA', 'SA Gaming', 'LIVE', 30),
  v('DG', 'Dream Gaming', 'LIVE', 24),
  v('AG', 'Asia Gaming', 'LIVE', 28),
  v('WM', 'WM Casino', 'LIVE', 20),
  v('PPLIVE', 'Pragmatic Live', 'LIVE', 36),
  v('SEXY', 'Sexy Baccarat', 'LIVE', 16),
  v('FB', 'FB Sports', 'SPORTS', 0),
  v('SABA', 'SABA Sports', 'SPORTS', 0),
  v('CMD', 'CMD368', 'SPORTS', 0),
  v('BTI', 'BTi Sports', 'SPORTS', 0),
  v('AV', 'AV E-sports', 'SPORTS', 0),
  v('IMES', 'IM E-sports', 'SPORTS', 0),
  v('IA', 'IA E-sports', 'SPORTS', 0),
  v('AI', 'AI E-sports', 'SPORTS', 0),
  v('TF', 'TF Gaming', 'SPORTS', 0),
  v('DS88', 'DS88 Sabong', 'SPORTS', 0),
  v('DIG', 'DIG Cockfight', 'SPORTS', 0),
  v('JDBFISH', 'JDB Fishing', 'FISH', 40),
  v('JILIFISH', 'JILI Fishing', 'FISH', 44),
  v('FCFISH', 'FC Fishing', 'FISH', 36),
  v('CQ9FISH', 'CQ9 Fishing', 'FISH', 40),
  v('PG', 'PG Soft', 'RNG', 1000),
  v('JILI', 'JILI', 'RNG', 1000),
  v('PP', 'Pragmatic Play', 'RNG', 1000),
  v('JDB', 'JDB', 'RNG', 760),
  v('CQ9', 'CQ9', 'RNG', 760),
  v('FC', 'Fa Chai', 'RNG', 760),
  v('SPADE', 'Spadegaming', 'RNG', 760),
  v('HABA', 'Habanero', 'RNG', 760),
  v('RTG', 'RTG Slots', 'RNG', 760),
  v('NETENT', 'NetEnt', 'RNG', 760),
  v('MG', 'Microgaming', 'RNG', 760),
  v('PS', 'PlayStar', 'RNG', 760),
  v('KA', 'KA Gaming', 'RNG', 760),
  v('BNG', 'Booongo', 'RNG', 760),
  v('YGG', 'Yggdrasil', 'RNG', 760),
  v('KM', 'Kingmaker', 'PVP', 60),
  v('V8', 'V8 Poker', 'PVP', 60),
  v('JILIPVP', 'JILI Cards', 'PVP', 60),
  v('LY', 'Leyou', 'PVP', 60),
  v('JLBINGO', 'JILI Bingo', 'BINGO', 40),
  v('PBINGO', 'Perya Bingo', 'BINGO', 30),
];

const byCode = new Map(VENDORS.map((vendor) => [vendor.vassalage, vendor]));

/** The vendor with this code, if the sandbox knows it. */
export function findVendor(vassalage: string): SeedVendor | undefined {
  return byCode.get(vassalage);
}
