import type { components } from '@/api/schema.gen';
import type { Role } from '@/lib/member';
import { isFlagOn, type FlagMap } from '@/lib/whitelabel';

/** A transaction code of ODSFE2_MemTransDet. */
export type TransactionCode = components['schemas']['TransactionCodeType'];

/** The agent contracts that switch the dividend and salary codes on (from /wps/member/info/funds/consolidated). */
export interface AgentContracts {
  dividend: boolean;
  dailySalary: boolean;
  hourSalary: boolean;
}

export const NO_CONTRACTS: AgentContracts = { dividend: false, dailySalary: false, hourSalary: false };

/** i18n key of each code's name, in the platform's order (literal keys, so the keys test sees them). */
export const TRANSACTION_CODE_LABELS: Record<TransactionCode, string> = {
  deposit: 'txn_code_deposit',
  withdraw: 'txn_code_withdraw',
  betting: 'txn_code_betting',
  winning: 'txn_code_winning',
  dividend: 'txn_code_dividend',
  betting_rebate: 'txn_code_betting_rebate',
  agent_rebate: 'txn_code_agent_rebate',
  share_bonus: 'txn_code_share_bonus',
  daily_wage: 'txn_code_daily_wage',
  hour_wage: 'txn_code_hour_wage',
  referral_rebate: 'txn_code_referral_rebate',
  other: 'txn_code_other',
};

export interface CodeTypeContext {
  flags: FlagMap;
  role: Role;
  contracts: AgentContracts;
}

/**
 * The codes the type filter offers this member: money in and out unless the brand is a credit market (CREDITMAR3),
 * player rebates with PLYRBT, referral rebates with REFERRAL3, agent rebates for agents, and the dividend share and
 * salaries only for agents whose brand has the feature and who hold that contract. Betting, winning, promotions
 * (the platform's `dividend` code) and other are everyone's.
 */
export function transactionCodeTypes({ flags, role, contracts }: CodeTypeContext): TransactionCode[] {
  const agent = role === 'agent';
  const allowed: Record<TransactionCode, boolean> = {
    deposit: !isFlagOn(flags, 'CREDITMAR3'),
    withdraw: !isFlagOn(flags, 'CREDITMAR3'),
    betting: true,
    winning: true,
    dividend: true,
    betting_rebate: isFlagOn(flags, 'PLYRBT') || isFlagOn(flags, 'MANPLAYREB3'),
    agent_rebate: agent,
    share_bonus: agent && isFlagOn(flags, 'DIVIDEND') && contracts.dividend,
    daily_wage: agent && (isFlagOn(flags, 'DAYSAL') || isFlagOn(flags, 'DAYSALMR')) && contracts.dailySalary,
    hour_wage: agent && isFlagOn(flags, 'HOURSAL3') && contracts.hourSalary,
    referral_rebate: isFlagOn(flags, 'REFERRAL3'),
    other: true,
  };
  return (Object.keys(TRANSACTION_CODE_LABELS) as TransactionCode[]).filter((code) => allowed[code]);
}
