/** A node of the platform's whitelabel tree (`info.whitelabel` of the permission call). */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0' | string;
  childrenNodes?: WhitelabelNode[] | null;
}

/** Whitelabel flags by module id, e.g. `{ USERNAMEREG3: true }`. */
export type FlagMap = Record<string, boolean>;

/**
 * Flattens the tree to `{MODID: boolean}`, each node by its own `enabled` ('1' is on). The platform's traces
 * only show the flat reading, so a parent does not switch its children off here.
 */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[] | null | undefined): FlagMap {
  const flags: FlagMap = {};
  for (const node of nodes ?? []) {
    flags[node.modId] = node.enabled === '1';
    Object.assign(flags, flattenWhitelabel(node.childrenNodes));
  }
  return flags;
}

/** Whether a flag is on; unknown flags are off. */
export function isFlagOn(flags: FlagMap, modId: string): boolean {
  return flags[modId] === true;
}
