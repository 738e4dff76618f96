import type { CategoryConfig } from '@/merchant/types';

/** SPEC §9 rebate display: LOTT 1%, ELOTT 1%, PVP none, FISH 1%, RNG 1.2%, LIVE 0.8%, SPORTS 1%, ESPORTS 1%. */
export const SPEC_REBATES: Readonly<Record<string, string | undefined>> = {
  LOTT: '1%', ELOTT: '1%', PVP: undefined, FISH: '1%', RNG: '1.2%', LIVE: '0.8%', SPORTS: '1%', ESPORTS: '1%',
};

/** The rebate a category shows, from the brand's category config (defaults follow SPEC §9); undefined shows none. */
export function rebateOf(gameType: string, categories: Readonly<Record<string, Pick<CategoryConfig, 'rebate'>>>): string | undefined {
  const rate = categories[gameType]?.rebate;
  return rate && rate.trim() !== '' ? rate : undefined;
}
