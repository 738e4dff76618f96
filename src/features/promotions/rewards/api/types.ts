import type { components } from '@/api/schema.gen';

type Schemas = components['schemas'];
export type ClaimTicket = Schemas['ClaimTicket'];
export type TicketType = Schemas['TicketType'];
export type ClaimTicketList = Schemas['ClaimTicketList'];
export type ClaimTicketResult = Schemas['ClaimTicketResult'];
export type PromoCodeHistory = Schemas['PromoCodeHistory'];
export type ClaimPromoCodeResult = Schemas['ClaimPromoCodeResult'];
export type LoginPromotion = Schemas['LoginPromotion'];
export type LoginPromotionDay = Schemas['LoginPromotionDay'];
export type ClaimRewardResult = Schemas['ClaimRewardResult'];
export type SaviorPromotion = Schemas['SaviorPromotion'];
