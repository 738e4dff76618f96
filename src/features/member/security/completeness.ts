/** The security items PLATFORM-MEMBER lists for the security centre, in the order the page shows them. */
export const SECURITY_ITEM_NAMES = [
  'profile',
  'loginPassword',
  'paymentPassword',
  'securityQuestions',
  'bankCards',
  'email',
  'payeeName',
  'bindGA',
  'mobileVerified',
] as const;

export type SecurityItemName = (typeof SECURITY_ITEM_NAMES)[number];

export interface SecurityItemState {
  /** The merchant offers it (its switch is on). */
  enabled: boolean;
  isComplete: boolean;
}

export type SecurityItemMap = Record<SecurityItemName, SecurityItemState>;

/** Complete enabled items over enabled items, as a whole percentage rounded down; 100 when nothing is enabled. */
export function completeness(items: Partial<Record<string, SecurityItemState>>): number {
  const enabled = SECURITY_ITEM_NAMES.map((name) => items[name]).filter((item): item is SecurityItemState => item?.enabled === true);
  if (enabled.length === 0) return 100;
  const done = enabled.filter((item) => item.isComplete).length;
  return Math.floor((done * 100) / enabled.length);
}

/** The enabled items split into done and to do, in page order. */
export function splitItems(items: Partial<Record<string, SecurityItemState>>): { done: SecurityItemName[]; todo: SecurityItemName[] } {
  const done: SecurityItemName[] = [];
  const todo: SecurityItemName[] = [];
  for (const name of SECURITY_ITEM_NAMES) {
    const item = items[name];
    if (!item?.enabled) continue;
    (item.isComplete ? done : todo).push(name);
  }
  return { done, todo };
}
