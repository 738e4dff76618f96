import { ApiError, api } from '@/api';
import { toOffer, toWireTier, type ContractOffer, type ContractPeriod, type ContractTier, type ContractType } from '../model';

export interface OfferInput {
  type: ContractType;
  downline: string;
  period: ContractPeriod | null;
  tiers: ContractTier[];
  /** The agent agreed that downlines with a higher rate have their contracts terminated (SPEC §4). */
  consent?: boolean;
}

/** A downline (in the offeree's team) holding a higher rate than the offer. */
export interface HigherRate {
  account: string;
  maxRate: number;
}

export interface OfferResult {
  offer: ContractOffer;
  /** Contracts terminated with the agent's consent. */
  terminated: HigherRate[];
}

/**
 * Why an offer was refused, as the page tells it: a downline has a higher rate (ask for consent), a rate above the
 * agent's own, an offer already pending, or anything else.
 */
export type OfferRefusal =
  | { kind: 'needs-consent'; downlines: HigherRate[] }
  | { kind: 'above-own'; maxRate: number | null }
  | { kind: 'pending' }
  | { kind: 'other' };

function higher(value: unknown): HigherRate[] {
  const list = (value as { downlines?: unknown } | undefined)?.downlines;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { account, maxRate } = (item ?? {}) as { account?: unknown; maxRate?: unknown };
    return typeof account === 'string' && typeof maxRate === 'number' ? [{ account, maxRate }] : [];
  });
}

/** The contract's designed errors of MCSFE_createContractOffer. */
export function offerRefusal(error: unknown): OfferRefusal {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.code === 'contract.downline.higher.rate') return { kind: 'needs-consent', downlines: higher(error.value) };
  if (error.code === 'contract.rate.above.own') {
    const max = (error.value as { maxRate?: unknown } | undefined)?.maxRate;
    return { kind: 'above-own', maxRate: typeof max === 'number' ? max : null };
  }
  if (error.code === 'contract.offer.pending') return { kind: 'pending' };
  return { kind: 'other' };
}

/** POST MCSFE_createContractOffer: offers a contract to a direct agent downline. */
export async function createContractOffer(input: OfferInput): Promise<OfferResult> {
  const value = await api.POST('/wps/relay/MCSFE_createContractOffer', {
    body: { contractType: input.type, downline: input.downline, period: input.period, tiers: input.tiers.map(toWireTier), consent: input.consent === true },
  });
  return { offer: toOffer(value.offer), terminated: value.terminated.map((t) => ({ account: t.account, maxRate: t.maxRate })) };
}
