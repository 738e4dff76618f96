import { createRandom, hashString } from '../prng.ts';
import type { StoredMember } from '../store.ts';

/**
 * The agent tree (issue 12): agent01 with three levels and 500+ downlines, a sub-agent with its own team, agent02 under
 * agent01, and the per-type rules. Seeded by `seedAgentTree` from the store's seed, after the seeded logins so their
 * ids do not move; read through `directDownlines`, `teamOf`, `levelIn` and `uplineOf`.
 */

/** What an agent of each type may do (designed: no public trace; SPEC §6 names the types, not their limits). */
export interface AgentTypeRules {
  /** Open member accounts below itself (registerCenter, referral links for members). */
  createMember: boolean;
  /** Open agent accounts below itself; `createAgentTypes` says which types. */
  createAgent: boolean;
  /** The agent types it may open or link (empty when createAgent is false). */
  createAgentTypes: number[];
  /** Transfer money to a downline. */
  transferToDownline: boolean;
  /** Promote a member downline to agent. */
  promoteToAgent: boolean;
  /** Transfer money to its own upline (also needs AGETRANSFERUP3). */
  transferToUpline: boolean;
}

/** Designed: 1 everything; 2 members only, transfers down, no promote, no transfer up; 41 members only, no transfers, no promote; 42 members and agents, no transfers down. */
export const AGENT_TYPE_RULES: Readonly<Record<number, AgentTypeRules>> = {
  1: { createMember: true, createAgent: true, createAgentTypes: [1, 2], transferToDownline: true, promoteToAgent: true, transferToUpline: true },
  2: { createMember: true, createAgent: false, createAgentTypes: [], transferToDownline: true, promoteToAgent: false, transferToUpline: false },
  41: { createMember: true, createAgent: false, createAgentTypes: [], transferToDownline: false, promoteToAgent: false, transferToUpline: true },
  42: { createMember: true, createAgent: true, createAgentTypes: [42], transferToDownline: false, promoteToAgent: true, transferToUpline: true },
};

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** An agent account (types 1, 2, 41, 42), which the agent calls require. */
export const isAgent = (member: { type: number }): boolean => AGENT_TYPES.includes(member.type);

/** The rules of an agent type; a member (type 0) or trial may do none of it. */
export function rulesOf(type: number): AgentTypeRules {
  return AGENT_TYPE_RULES[type] ?? { createMember: false, createAgent: false, createAgentTypes: [], transferToDownline: false, promoteToAgent: false, transferToUpline: false };
}

/** How the store hands the tree its members and lets it add some (the store owns ids and the member shape). */
export interface AgentTreeHost {
  members: Map<string, StoredMember>;
  add(input: { account: string; password: string; type: number; parentId?: number }): StoredMember;
  find(account: string): StoredMember | undefined;
  /** Seed time (the sandbox clock): registrations and last logins fall in the year before it. */
  now: number;
  fundPassword: string;
}

const PASSWORD = 'Passw0rd!';
const DAY_MS = 86_400_000;

/** agent01's direct member downlines agent01m1..agent01mN. */
export const AGENT01_DIRECT_MEMBERS = 50;
/** agent01's direct agents agent01a1..agent01aN, each with AGENT_MEMBERS members; the first half has a sub-agent. */
const AGENT01_AGENTS = 12;
const AGENT_MEMBERS = 25;
const SUB_AGENT_MEMBERS = 15;

let host: AgentTreeHost | undefined;
let children: { size: number; version: number; byParent: Map<number, StoredMember[]>; byId: Map<number, StoredMember> } | undefined;
let version = 0;

/** Tells the tree that a member's upline changed (the index is rebuilt on the next read). */
export function touchAgentTree(): void {
  version += 1;
}

function index() {
  const members = host?.members;
  if (!members) return { byParent: new Map<number, StoredMember[]>(), byId: new Map<number, StoredMember>() };
  if (children && children.size === members.size && children.version === version) return children;
  const byParent = new Map<number, StoredMember[]>();
  const byId = new Map<number, StoredMember>();
  for (const member of members.values()) {
    byId.set(member.id, member);
    if (member.parentId === undefined) continue;
    const list = byParent.get(member.parentId);
    if (list) list.push(member);
    else byParent.set(member.parentId, [member]);
  }
  children = { size: members.size, version, byParent, byId };
  return children;
}

/** The members whose upline is `memberId`, in id order. */
export function directDownlines(memberId: number): StoredMember[] {
  return [...(index().byParent.get(memberId) ?? [])];
}

/** Everyone below `memberId`, all levels, depth-first (each downline followed by its own team). */
export function teamOf(memberId: number): StoredMember[] {
  const { byParent } = index();
  const out: StoredMember[] = [];
  const seen = new Set<number>([memberId]);
  const walk = (id: number) => {
    for (const child of byParent.get(id) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      out.push(child);
      walk(child.id);
    }
  };
  walk(memberId);
  return out;
}

/** How far below `agentId` the member is (1 = direct downline); undefined when it is not in the agent's team. */
export function levelIn(agentId: number, memberId: number): number | undefined {
  const { byId } = index();
  let level = 0;
  let current = byId.get(memberId);
  const seen = new Set<number>();
  while (current?.parentId !== undefined && !seen.has(current.id)) {
    seen.add(current.id);
    level += 1;
    if (current.parentId === agentId) return level;
    current = byId.get(current.parentId);
  }
  return undefined;
}

/** The member's upline, if any. */
export function uplineOf(memberId: number): StoredMember | undefined {
  const { byId } = index();
  const parentId = byId.get(memberId)?.parentId;
  return parentId === undefined ? undefined : byId.get(parentId);
}

/** Binds the tree to a store state (every seed and reset). */
export function bindAgentTree(next: AgentTreeHost): void {
  host = next;
  children = undefined;
}

function spread(member: StoredMember, now: number, fundPassword: string): void {
  const random = createRandom(hashString(member.account));
  // Registered some time in the last year; last seen after that (a few never came back).
  member.regDate = now - random.int(2, 365) * DAY_MS - random.int(0, 86_399) * 1000;
  member.lastLogin = Math.min(now - random.int(0, 3600) * 1000, member.regDate + random.int(0, Math.floor((now - member.regDate) / 1000)) * 1000);
  member.lastLoginIp = `203.0.113.${random.int(2, 250)}`;
  member.balances.set(2, random.int(0, 2_000_000) / 100);
  member.fundPassword = fundPassword;
  const h = hashString(`${member.account}:status`) % 41;
  if (h === 7) member.status = 'frozen';
  else if (h === 13 || h === 29) member.status = 'inactive';
}

/**
 * Seeds the tree below agent01 (and agent02's, agent41's and agent42's few members): called once per store seed,
 * after the seeded logins, so every id it adds comes after theirs.
 */
export function seedAgentTree(next: AgentTreeHost): void {
  bindAgentTree(next);
  const { add, find, now, fundPassword } = next;
  const agent01 = find('agent01');
  if (!agent01) return;
  const make = (account: string, type: number, parent: StoredMember) => {
    const member = add({ account, password: PASSWORD, type, parentId: parent.id });
    spread(member, now, fundPassword);
    return member;
  };
  // The existing downlines agent01d1..d3 keep their accounts and get the tree's dates and balances (member01, also
  // below agent01, keeps its own set-up).
  for (const existing of [...next.members.values()].filter((m) => m.parentId === agent01.id && /^agent01d\d+$/.test(m.account)))
    spread(existing, now, fundPassword);
  const agent02 = find('agent02');
  if (agent02) {
    agent02.parentId = agent01.id;
    agent02.fundPassword = fundPassword;
    for (let i = 1; i <= 8; i += 1) make(`agent02m${i}`, 0, agent02);
  }
  for (const name of ['agent41', 'agent42']) {
    const agent = find(name);
    if (!agent) continue;
    agent.fundPassword = fundPassword;
    for (let i = 1; i <= 4; i += 1) make(`${name}m${i}`, 0, agent);
  }
  // agent01sub: a direct agent with agents and members below; agent01subx holds the high-rate contracts (part C).
  const sub = make('agent01sub', 1, agent01);
  const subx = make('agent01subx', 1, sub);
  for (let i = 1; i <= 15; i += 1) make(`agent01subm${i}`, 0, sub);
  for (let i = 1; i <= 20; i += 1) make(`agent01subxm${i}`, 0, subx);
  for (let i = 1; i <= AGENT01_DIRECT_MEMBERS; i += 1) make(`agent01m${i}`, 0, agent01);
  for (let a = 1; a <= AGENT01_AGENTS; a += 1) {
    const agent = make(`agent01a${a}`, a % 2 === 1 ? 1 : 2, agent01);
    for (let i = 1; i <= AGENT_MEMBERS; i += 1) make(`agent01a${a}m${i}`, 0, agent);
    if (a <= AGENT01_AGENTS / 2) {
      const deeper = make(`agent01a${a}s`, 2, agent);
      for (let i = 1; i <= SUB_AGENT_MEMBERS; i += 1) make(`agent01a${a}s${i}`, 0, deeper);
    }
  }
  touchAgentTree();
}
