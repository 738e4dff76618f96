import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { publishMemberEvent } from '../events.ts';
import { authed, fail, gate, int, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import { isAgent, directDownlines, levelIn, rulesOf, teamOf, touchAgentTree, uplineOf } from '../seed/agents.ts';
import { MAIN_WALLET_ID, cloneMember, findMember, type StoredMember } from '../store.ts';
import { http } from './http.ts';
import { walletValue } from './wallet.ts';

type Schemas = components['schemas'];
type Downline = Schemas['AgentDownline'];
type SortField = 'account' | 'type' | 'balance' | 'registerTime' | 'lastLoginTime' | 'status';

const MAX_SIZE = 100;
const SORT = /^(account|type|balance|registerTime|lastLoginTime|status),(asc|desc)$/;
const STATUS: Record<NonNullable<StoredMember['status']>, Downline['status']> = { active: 'ACTIVE', frozen: 'FROZEN', inactive: 'INACTIVE' };

const round2 = (n: number) => Math.round(n * 100) / 100;
const mainOf = (member: StoredMember) => member.balances.get(MAIN_WALLET_ID) ?? 0;

function row(member: StoredMember, level: number): Downline {
  return {
    account: member.account,
    type: member.type,
    balance: round2(mainOf(member)),
    registerTime: member.regDate,
    lastLoginTime: member.lastLogin ?? null,
    status: STATUS[member.status ?? 'active'],
    directCount: directDownlines(member.id).length,
    level,
  };
}

function compare(field: SortField): (a: Downline, b: Downline) => number {
  switch (field) {
    case 'account':
    case 'status':
      return (a, b) => a[field].localeCompare(b[field]);
    case 'lastLoginTime':
      // Never signed in sorts as the oldest.
      return (a, b) => (a.lastLoginTime ?? -1) - (b.lastLoginTime ?? -1);
    default:
      return (a, b) => a[field] - b[field];
  }
}

/** The chain from `agent` (level 0) down to `parent`, for the breadcrumb. */
function pathTo(agent: StoredMember, parent: StoredMember): Schemas['AgentDownlinePathItem'][] {
  const chain: StoredMember[] = [];
  let current: StoredMember | undefined = parent;
  while (current && current.id !== agent.id) {
    chain.unshift(current);
    current = uplineOf(current.id);
  }
  return [agent, ...chain].map((member, level) => ({ account: member.account, level }));
}

/** One page of downlines as GET /wps/agent/downlines answers it (also the bench's and the tests' reference). */
export function downlinePage(agent: StoredMember, query: URLSearchParams): Schemas['AgentDownlinePage'] | { error: string } {
  const parentName = query.get('parent') ?? '';
  const parent = parentName ? findMember(parentName) : agent;
  const parentLevel = parent === agent ? 0 : parent ? levelIn(agent.id, parent.id) : undefined;
  if (!parent || parentLevel === undefined) return { error: 'downline.not.exists' };
  const search = (query.get('search') ?? '').trim().toLowerCase();
  const type = query.get('type') ?? '';
  const status = query.get('status') ?? '';
  const [, field, direction] = SORT.exec(query.get('sort') ?? '') ?? [null, 'registerTime', 'desc'];
  const size = Math.min(int(query.get('size'), 10), MAX_SIZE);
  const whole = query.get('scope') === 'all';
  let rows = (whole ? teamOf(parent.id) : directDownlines(parent.id))
    .filter((member) => !search || member.account.toLowerCase().includes(search))
    .filter((member) => (type === 'member' ? member.type === 0 : type === 'agent' ? isAgent(member) : true))
    .map((member) => row(member, whole ? (levelIn(agent.id, member.id) ?? parentLevel + 1) : parentLevel + 1))
    .filter((downline) => !status || downline.status === status);
  const byField = compare(field as SortField);
  const sign = direction === 'asc' ? 1 : -1;
  rows = rows.toSorted((a, b) => sign * byField(a, b) || a.account.localeCompare(b.account));
  const totalPages = Math.ceil(rows.length / size);
  const page = Math.max(1, Math.min(int(query.get('page'), 1), Math.max(totalPages, 1)));
  return {
    list: rows.slice((page - 1) * size, page * size),
    total: rows.length,
    totalPages,
    page,
    size,
    path: pathTo(agent, parent),
    totalBalance: round2(rows.reduce((sum, downline) => sum + downline.balance, 0)),
  };
}

/** Tells a member's open sites the main wallet moved (balance.changed), as the wallet calls do. */
function balanceChanged(member: StoredMember, reason: string, initiatedByMember: boolean, change: number): void {
  publishMemberEvent(member.id, 'balance.changed', { mainWallet: mainOf(member), change, reason, initiatedByMember });
}

const hasCents = (amount: number) => Math.round(amount * 100) % 100 !== 0;

export function agentDownlinesHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/agent/downlines', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/agent/downlines', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, url } = authed(g.ctx);
      if (!isAgent(member)) return response(400).json(fail('function.not.available', 'function.not.available'));
      const page = downlinePage(member, url.searchParams);
      if ('error' in page) return response(400).json(fail(page.error, page.error));
      return response(200).json(ok(page));
    }),

    http.get('/wps/agent/transferEnabled', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/agent/transferEnabled', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const { allowDecimal } = walletValue(member, merchant.currency);
      return response(200).json(ok({ enabled: isAgent(member) && rulesOf(member.type).transferToDownline, allowDecimal }));
    }),

    http.put('/wps/agent/transferDownline', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/agent/transferDownline', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const amount = Number(read.body.amount);
      const password = str(read.body.password);
      const downline = findMember(str(read.body.customerName));
      if (!(amount > 0) || !password) return response(400).json(fail('request_param_err', 'request_param_err'));
      if (!isAgent(member) || !rulesOf(member.type).transferToDownline)
        return response(400).json(fail('function.not.available', 'function.not.available'));
      if (!downline || levelIn(member.id, downline.id) === undefined) return response(400).json(fail('downline.not.exists', 'downline.not.exists'));
      if (downline.status === 'frozen') return response(400).json(fail('downline.frozen', 'downline.frozen'));
      if (!walletValue(member, merchant.currency).allowDecimal && hasCents(amount))
        return response(400).json(fail('amount.decimal.not.allowed', 'amount.decimal.not.allowed'));
      if (!member.fundPassword) return response(400).json(fail('not.exists.payment.password', 'not.exists.payment.password'));
      if (password !== member.fundPassword) return response(400).json(fail('invalid.payment.pw', 'invalid.payment.pw'));
      if (mainOf(member) < amount) return response(400).json(fail('balance.insufficient', 'balance.insufficient'));
      member.balances.set(MAIN_WALLET_ID, round2(mainOf(member) - amount));
      downline.balances.set(MAIN_WALLET_ID, round2(mainOf(downline) + amount));
      balanceChanged(member, 'downline_transfer_out', true, -amount);
      // The downline did nothing: its site tells it money arrived.
      balanceChanged(downline, 'downline_transfer_in', false, amount);
      return response(200).json(ok({ memberName: member.account, downlineName: downline.account, amount, mainBalance: mainOf(member) }));
    }),

    http.put('/wps/agent/promoteDownlineToAgent', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/agent/promoteDownlineToAgent', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      if (!isAgent(member) || !rulesOf(member.type).promoteToAgent)
        return response(400).json(fail('function.not.available', 'function.not.available'));
      const downline = findMember(str(read.body.customerName));
      const level = downline ? levelIn(member.id, downline.id) : undefined;
      if (!downline || level === undefined) return response(400).json(fail('downline.not.exists', 'downline.not.exists'));
      if (level !== 1) return response(400).json(fail('downline.not.direct', 'downline.not.direct'));
      if (downline.type !== 0) return response(400).json(fail('downline.already.agent', 'downline.already.agent'));
      downline.type = member.type;
      touchAgentTree();
      return response(200).json(ok({ customerName: downline.account, type: downline.type }));
    }),
  ];
}

/**
 * A fresh copy of an agent and its whole team (each member cloned under its cloned upline), for browser tests that move
 * money: they run side by side against one sandbox, and each works on its own team. The copy sits where the source
 * sits (under the same upline).
 */
export function copyTeam(from: string): { account: string; password: string; team: { account: string; from: string; upline: string }[] } | undefined {
  const source = findMember(from);
  if (!source || !isAgent(source)) return undefined;
  const root = cloneMember(source.account)!;
  const team: { account: string; from: string; upline: string }[] = [];
  const walk = (original: StoredMember, copy: StoredMember) => {
    for (const child of directDownlines(original.id)) {
      const clone = cloneMember(child.account)!;
      clone.parentId = copy.id;
      if (child.status) clone.status = child.status;
      team.push({ account: clone.account, from: child.account, upline: copy.account });
      walk(child, clone);
    }
  };
  walk(source, root);
  touchAgentTree();
  return { account: root.account, password: root.password, team };
}

/** `POST /__sandbox/agents/copy-team {"from": "<agent>"}`: see copyTeam. */
export const agentDownlinesControlHandlers: HttpHandler[] = [
  mswHttp.post('*/__sandbox/agents/copy-team', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { from?: unknown };
    const copy = typeof body.from === 'string' ? copyTeam(body.from) : undefined;
    if (!copy) return HttpResponse.json({ error: 'give {"from": "<an agent login>"}' }, { status: 400 });
    return HttpResponse.json(copy);
  }),
];
