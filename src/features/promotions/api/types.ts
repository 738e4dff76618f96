import type { components } from '@/api/schema.gen';

type Schemas = components['schemas'];
export type PromotionType = Schemas['PromotionType'];
export type PromotionCategoryCode = Schemas['PromotionCategoryCode'];
export type PromotionTag = Schemas['PromotionTag'];
export type PromotionSummary = Schemas['PromotionSummary'];
export type PromotionDetail = Schemas['PromotionDetail'];
export type PromotionList = Schemas['PromotionList'];
export type PromotionMemberStatus = Schemas['PromotionMemberStatus'];
export type PromotionMemberStatusCode = Schemas['PromotionMemberStatusCode'];
export type PromotionActionResult = Schemas['PromotionActionResult'];
export type RaffleStatus = Schemas['RaffleStatus'];
export type PromotionClaim = Schemas['PromotionClaim'];
export type PromotionClaimStatus = Schemas['PromotionClaimStatus'];
export type PromotionClaimPage = Schemas['PromotionClaimPage'];
export type ClaimIssuedResult = Schemas['ClaimIssuedResult'];

/** SPEC §2's filters in order (ALL first): the URL's `category` is one of these. */
export const PROMOTION_CATEGORY_CODES: readonly PromotionCategoryCode[] = ['ALL', 'OTHERS', 'SPORTS', 'LIVE', 'SLOTS', 'CARD_GAMES',
  'FISH', 'LOTTO', 'REBATE', 'POINTS_MALL', 'RANKING', 'DEPOSIT', 'APP_DOWNLOAD', 'NEWBIE'];

export function isCategoryCode(value: string | null | undefined): value is PromotionCategoryCode {
  return (PROMOTION_CATEGORY_CODES as readonly string[]).includes(value ?? '');
}
