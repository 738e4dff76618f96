/** Promotions, the rewards centre and missions: pages load lazily through their entries (entries/*-page.tsx). */
export type { PromotionClaim, PromotionType, PromotionSummary } from './api/types';
