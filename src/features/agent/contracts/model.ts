import type { components } from '@/api/schema.gen';
import type { AgentPage } from '@/lib/agent-centre';
import { toMinor } from '@/lib/money';
import type { ContractKind } from '../api/contracts';

type Schemas = components['schemas'];

/** A contract kind as the contract calls name it: dividend, daily, hourly or real-time salary. */
export type ContractType = Schemas['AgentContractType'];
/** D daily, W weekly, H semimonthly, M monthly (SPEC §3). */
export type ContractPeriod = 'D' | 'W' | 'H' | 'M';

export const CONTRACT_TYPES: readonly ContractType[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

/** Each kind's page, its name in the consolidated call (`useAgentContracts`), its periods and what its tiers measure. */
export const CONTRACT_KINDS: Readonly<Record<ContractType, {
  page: AgentPage;
  kind: ContractKind;
  /** i18n key of the kind's name ("dividend contract"). */
  nameKey: string;
  /** Periods an offer may choose; none: settled every hour / every 5 minutes. */
  periods: readonly ContractPeriod[];
  /** Dividend tiers also ask a team loss (the dividend is a share of it). */
  profitLoss: boolean;
}>> = {
  DIVIDEND: { page: 'agentDividendRecord2', kind: 'dividend', nameKey: 'contract_kind_DIVIDEND', periods: ['W', 'H', 'M'], profitLoss: true },
  DAILY: { page: 'agentDailyWages2', kind: 'dailySalary', nameKey: 'contract_kind_DAILY', periods: ['D'], profitLoss: false },
  HOURLY: { page: 'agentHourSalary', kind: 'hourSalary', nameKey: 'contract_kind_HOURLY', periods: [], profitLoss: false },
  REALTIME: { page: 'agentRealtimeSalary', kind: 'realtimeSalary', nameKey: 'contract_kind_REALTIME', periods: [], profitLoss: false },
};

/** The contract type of a consolidated-call kind. */
export function typeOfKind(kind: ContractKind): ContractType {
  return CONTRACT_TYPES.find((type) => CONTRACT_KINDS[type].kind === kind) ?? 'DIVIDEND';
}

/** One step of a contract: money in minor units, rate in percent. */
export interface ContractTier {
  validBet: number;
  /** The team's loss over the period (dividend); null for salaries. */
  profitLoss: number | null;
  activeMembers: number;
  rate: number;
}

export interface AgentContract {
  id: string;
  type: ContractType;
  status: Schemas['AgentContract']['status'];
  holder: string;
  /** Who gave it; null: the platform. */
  upline: string | null;
  period: ContractPeriod | null;
  tiers: ContractTier[];
  maxRate: number;
  startMs: number;
  endMs: number | null;
}

export interface ContractOffer {
  id: string;
  type: ContractType;
  /** NEW: a new contract; TERMINATE: a request to end `contractId`. */
  kind: Schemas['ContractOffer']['kind'];
  status: Schemas['ContractOffer']['status'];
  from: string;
  to: string;
  period: ContractPeriod | null;
  tiers: ContractTier[];
  maxRate: number;
  contractId: string | null;
  createdMs: number;
  decidedMs: number | null;
}

export interface ContractDownline {
  account: string;
  memberType: number;
  /** The contract of this kind it holds from the agent. */
  contract: AgentContract | null;
  /** The agent's offer it has not answered yet. */
  pendingOffer: ContractOffer | null;
}

export interface ContractDetails {
  type: ContractType;
  contract: AgentContract | null;
  /** Offers and termination requests waiting for the agent's answer. */
  received: ContractOffer[];
  /** The agent's offers to its downlines, newest first. */
  made: ContractOffer[];
  downlines: ContractDownline[];
  /** Hourly and real-time: when the next settlement is (platform clock). */
  nextSettlementMs: number | null;
  /** Platform clock minus this page's clock when the answer came, so a countdown follows the platform. */
  clockOffsetMs: number;
}

export function toTier(tier: Schemas['ContractTier']): ContractTier {
  return {
    validBet: toMinor(tier.validBet),
    profitLoss: tier.profitLoss === null ? null : toMinor(tier.profitLoss),
    activeMembers: tier.activeMembers,
    rate: tier.rate,
  };
}

export function toWireTier(tier: ContractTier): Schemas['ContractTier'] {
  return {
    validBet: tier.validBet / 100,
    profitLoss: tier.profitLoss === null ? null : tier.profitLoss / 100,
    activeMembers: tier.activeMembers,
    rate: tier.rate,
  };
}

export function toContract(contract: Schemas['AgentContract']): AgentContract {
  return {
    id: contract.contractId,
    type: contract.contractType,
    status: contract.status,
    holder: contract.holder,
    upline: contract.upline,
    period: contract.period ?? null,
    tiers: contract.tiers.map(toTier),
    maxRate: contract.maxRate,
    startMs: contract.startTimeInTimestamp,
    endMs: contract.endTimeInTimestamp ?? null,
  };
}

export function toOffer(offer: Schemas['ContractOffer']): ContractOffer {
  return {
    id: offer.offerId,
    type: offer.contractType,
    kind: offer.kind,
    status: offer.status,
    from: offer.from,
    to: offer.to,
    period: offer.period ?? null,
    tiers: offer.tiers.map(toTier),
    maxRate: offer.maxRate,
    contractId: offer.contractId,
    createdMs: offer.createdTimeInTimestamp,
    decidedMs: offer.decidedTimeInTimestamp,
  };
}

export function toDetails(value: Schemas['AgentContractDetails'], now = Date.now()): ContractDetails {
  return {
    type: value.contractType,
    contract: value.contract ? toContract(value.contract) : null,
    received: value.received.map(toOffer),
    made: value.made.map(toOffer),
    downlines: value.downlines.map((d) => ({
      account: d.account,
      memberType: d.memberType,
      contract: d.contract ? toContract(d.contract) : null,
      pendingOffer: d.pendingOffer ? toOffer(d.pendingOffer) : null,
    })),
    nextSettlementMs: value.nextSettlementTimeInTimestamp,
    clockOffsetMs: value.serverTimeInTimestamp - now,
  };
}
