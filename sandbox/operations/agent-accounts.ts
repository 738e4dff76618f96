import type { HttpHandler } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { hashString } from '../prng.ts';
import { authed, fail, gate, int, ok, readBody, str, type Context, type ScenarioSource } from '../responses.ts';
import { AGENT_TYPES, rulesOf } from '../seed/agents.ts';
import { GAME_WALLETS, MAIN_WALLET_ID, findMember, findMemberById, onStoreReset, registerMember, sandboxNow, type StoredMember } from '../store.ts';
import { http } from './http.ts';
import { REBATE_RATES } from './records.ts';
import { checkRules } from './session.ts';

/**
 * Open account (registerCenter) and referral links (issue 12, part O): agents open downline accounts
 * (`POST /wps/agent/downline`) and hand out links whose code registers accounts below them
 * (`MCSFE_createAffiliateUrl` …). The register calls resolve link codes through `affiliateLinkAgent` and count
 * registrations through `recordAffiliateRegistration` (sandbox/operations/session.ts).
 */

type Schemas = components['schemas'];
type Rebate = Schemas['AffiliateRebate'];

interface StoredLink {
  id: number;
  agentId: number;
  code: string;
  linkType: 'member' | 'agent';
  agentType: number | null;
  createTime: number;
  expireTime: number | null;
  rebateSettings: Rebate[];
  deleted: boolean;
}

interface Registration {
  memberId: number;
  linkId: number;
  code: string;
  time: number;
}

interface LinksState {
  nextId: number;
  links: Map<number, StoredLink>;
  registrations: Registration[];
  seeded: boolean;
}

const DAY_MS = 86_400_000;
const PAGE_SIZE = 10;
const MAX_SIZE = 100;
/** The expiries a link may have, in days; 0 never expires. */
export const LINK_EXPIRY_DAYS: readonly number[] = [0, 7, 30, 90];
/** Product types of the rebate settings, in the settings call's order. */
const PRODUCT_TYPES = Object.keys(REBATE_RATES);
/** Fields of the register form an opened account takes (the register call's, less captcha, sms code and agreement). */
const ACCOUNT_FIELDS = ['username', 'password', 'mobileNum', 'email', 'payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp',
  'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

let state: LinksState = fresh();
onStoreReset(() => {
  state = fresh();
});

function fresh(): LinksState {
  return { nextId: 1, links: new Map(), registrations: [], seeded: false };
}

/** A code no `AFF<id>` agent code can collide with: LK, a short hash, the link id. */
function codeFor(agentId: number, id: number): string {
  return `LK${(hashString(`${agentId}:${id}`) % 46_656).toString(36).toUpperCase().padStart(3, '0')}${id}`;
}

function addLink(agent: StoredMember, input: { linkType: 'member' | 'agent'; agentType: number | null; expiryDays: number;
  rebateSettings: Rebate[]; createTime: number }): StoredLink {
  const id = state.nextId;
  state.nextId += 1;
  const link: StoredLink = { id, agentId: agent.id, code: codeFor(agent.id, id), linkType: input.linkType, agentType: input.agentType,
    createTime: input.createTime, expireTime: input.expiryDays > 0 ? input.createTime + input.expiryDays * DAY_MS : null,
    rebateSettings: input.rebateSettings, deleted: false };
  state.links.set(id, link);
  return link;
}

/** Each rated product type at `scale` of the agent's own rate. */
const scaledRates = (scale: number) => PRODUCT_TYPES.filter((p) => REBATE_RATES[p] !== null)
  .map((productType) => ({ productType, rate: Math.round((REBATE_RATES[productType] ?? 0) * scale * 10) / 10 }));

/** agent01's links for stories and a first look: a member link with six registrations and a never-expiring agent link. */
function ensureSeeded(): void {
  if (state.seeded) return;
  state.seeded = true;
  const agent01 = findMember('agent01');
  if (!agent01) return;
  const now = sandboxNow();
  const memberLink = addLink(agent01, { linkType: 'member', agentType: null, expiryDays: 30, rebateSettings: scaledRates(0.5), createTime: now - 12 * DAY_MS });
  addLink(agent01, { linkType: 'agent', agentType: 2, expiryDays: 0, rebateSettings: scaledRates(0.8), createTime: now - 40 * DAY_MS });
  for (let i = 1; i <= 6; i += 1) {
    const member = findMember(`agent01m${i}`);
    if (member) state.registrations.push({ memberId: member.id, linkId: memberLink.id, code: memberLink.code, time: member.regDate });
  }
}

const isExpired = (link: StoredLink, now: number) => link.expireTime !== null && now > link.expireTime;

function liveLink(code: string): StoredLink | undefined {
  ensureSeeded();
  const wanted = code.trim().toUpperCase();
  if (!wanted) return undefined;
  for (const link of state.links.values())
    if (link.code === wanted && !link.deleted && !isExpired(link, sandboxNow())) return link;
  return undefined;
}

/** The agent a live (not deleted, not expired) referral-link code registers accounts under; undefined for other codes. */
export function affiliateLinkAgent(code: string): StoredMember | undefined {
  const link = liveLink(code);
  return link ? findMemberById(link.agentId) : undefined;
}

/** Counts an account registered with `code` on its link; an agent link makes it an agent of the link's type. */
export function recordAffiliateRegistration(code: string, member: StoredMember): void {
  const link = liveLink(code);
  if (!link) return;
  if (link.linkType === 'agent' && link.agentType !== null) member.type = link.agentType;
  member.regDate = sandboxNow();
  state.registrations.push({ memberId: member.id, linkId: link.id, code: link.code, time: member.regDate });
}

/** Sandbox and test helper: the code of an agent's newest live link, if it has one. */
export function newestLinkCode(account: string): string | undefined {
  ensureSeeded();
  const agent = findMember(account);
  const links = [...state.links.values()].filter((l) => l.agentId === agent?.id && !l.deleted).toSorted((a, b) => b.id - a.id);
  return links[0]?.code;
}

function linkValue(link: StoredLink, origin: string): Schemas['AffiliateUrl'] {
  return {
    id: link.id,
    affiliateCode: link.code,
    linkType: link.linkType,
    agentType: link.agentType,
    url: `${origin}/register?affiliateCode=${encodeURIComponent(link.code)}`,
    createTime: link.createTime,
    expireTime: link.expireTime,
    expired: isExpired(link, sandboxNow()),
    registeredCount: state.registrations.filter((r) => r.linkId === link.id).length,
    rebateSettings: link.rebateSettings,
  };
}

/** The caller when it is an agent; otherwise the refusal every call here gives. */
function agentOf(ctx: Context): { agent: StoredMember } | { refusal: ReturnType<typeof fail> } {
  const { member } = authed(ctx);
  return AGENT_TYPES.includes(member.type) ? { agent: member } : { refusal: fail('non_agent', 'non_agent') };
}

function paging(url: URL, total: number) {
  const size = Math.min(int(url.searchParams.get('size'), PAGE_SIZE), MAX_SIZE);
  const totalPages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(int(url.searchParams.get('page'), 1), totalPages);
  return { start: (page - 1) * size, end: page * size, totalPages };
}

/** Checks a link's rebate settings against the agent's own rates: the first problem, or the settings to keep. */
function checkRebates(raw: unknown): { settings: Rebate[] } | { problem: ReturnType<typeof fail> } {
  if (!Array.isArray(raw)) return { problem: fail('request_param_err', 'request_param_err') };
  const settings: Rebate[] = [];
  for (const entry of raw as { productType?: unknown; rate?: unknown }[]) {
    const productType = str(entry?.productType);
    const rate = Number(entry?.rate);
    if (!PRODUCT_TYPES.includes(productType) || !Number.isFinite(rate) || rate < 0 || settings.some((s) => s.productType === productType)
      || Math.abs(rate * 10 - Math.round(rate * 10)) > 1e-9)
      return { problem: fail('request_param_err', 'request_param_err') };
    const maxRate = REBATE_RATES[productType] ?? null;
    if (rate > (maxRate ?? 0) + 1e-9) return { problem: fail('rebate.rate.exceeded', 'rebate.rate.exceeded', { productType, maxRate }) };
    settings.push({ productType, rate: Math.round(rate * 10) / 10 });
  }
  return { settings };
}

export function agentAccountsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.post('/wps/agent/downline', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/agent/downline', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = agentOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const rules = rulesOf(who.agent.type);
      const accountType = Number(read.body.accountType ?? 0);
      const allowed = accountType === 0 ? rules.createMember : rules.createAgent && rules.createAgentTypes.includes(accountType);
      if (!Number.isInteger(accountType) || !allowed) return response(400).json(fail('function.not.available', 'function.not.available'));
      const values = Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, field === 'username' ? str(read.body[field]).trim() : str(read.body[field])]));
      if (!values.username || !values.password) return response(400).json(fail('request_param_err', 'request_param_err'));
      const problem = checkRules(g.ctx.merchant.register, values);
      if (problem) return response(400).json(fail(problem, 'request_param_err'));
      if (read.body.confirmPassword !== undefined && read.body.confirmPassword !== values.password)
        return response(400).json(fail('reg_password_mismatch', 'request_param_err'));
      const member = registerMember({ account: values.username!, password: values.password!, mobile: values.mobileNum || undefined,
        email: values.email || undefined, merchant: g.ctx.merchant.code, parentId: who.agent.id });
      if (!member) return response(400).json(fail('reg_username_exists', 'member.exists'));
      member.type = accountType;
      // A new account holds no money.
      member.balances.set(MAIN_WALLET_ID, 0);
      for (const wallet of GAME_WALLETS) member.balances.set(wallet.accountTypeId, 0);
      member.regDate = sandboxNow();
      return response(200).json(ok({ id: member.id, account: member.account, type: member.type, uplineName: who.agent.account, regDate: member.regDate }));
    }),

    http.get('/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = agentOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      return response(200).json(ok({ list: PRODUCT_TYPES.map((productType) => ({ productType, maxRate: REBATE_RATES[productType] ?? null })) }));
    }),

    http.post('/wps/relay/MCSFE_createAffiliateUrl', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_createAffiliateUrl', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = agentOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      ensureSeeded();
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const linkType = str(read.body.linkType);
      const expiryDays = Number(read.body.expiryDays);
      if ((linkType !== 'member' && linkType !== 'agent') || !LINK_EXPIRY_DAYS.includes(expiryDays))
        return response(400).json(fail('request_param_err', 'request_param_err'));
      const rules = rulesOf(who.agent.type);
      const agentType = linkType === 'agent' ? Number(read.body.agentType) : null;
      const allowed = agentType === null ? rules.createMember : rules.createAgent && rules.createAgentTypes.includes(agentType);
      if (!allowed) return response(400).json(fail('function.not.available', 'function.not.available'));
      const rebates = checkRebates(read.body.rebateSettings ?? []);
      if ('problem' in rebates) return response(400).json(rebates.problem);
      const link = addLink(who.agent, { linkType, agentType, expiryDays, rebateSettings: rebates.settings, createTime: sandboxNow() });
      return response(200).json(ok(linkValue(link, g.ctx.url.origin)));
    }),

    http.get('/wps/relay/MCSFE_viewAffiliateUrls', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_viewAffiliateUrls', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = agentOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      ensureSeeded();
      const links = [...state.links.values()].filter((l) => l.agentId === who.agent.id && !l.deleted).toSorted((a, b) => b.createTime - a.createTime || b.id - a.id);
      const { start, end, totalPages } = paging(g.ctx.url, links.length);
      return response(200).json(ok({ list: links.slice(start, end).map((l) => linkValue(l, g.ctx.url.origin)), total: links.length, totalPages }));
    }),

    http.delete('/wps/relay/MCSFE_deleteAffiliateUrl', async ({ request, response }) => {
      const g = await gate(request, 'DELETE /wps/relay/MCSFE_deleteAffiliateUrl', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = agentOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      ensureSeeded();
      const id = Number(g.ctx.url.searchParams.get('id'));
      const link = state.links.get(id);
      if (!link || link.deleted || link.agentId !== who.agent.id) return response(400).json(fail('affiliate.url.not.exists', 'affiliate.url.not.exists'));
      link.deleted = true;
      return response(200).json(ok({ id }));
    }),

    http.get('/wps/relay/MCSFE_viewRegisteredAffiliates', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_viewRegisteredAffiliates', scenario);
      if (g.stop) return response.untyped(g.stop);
      const who = agentOf(g.ctx);
      if ('refusal' in who) return response(400).json(who.refusal);
      ensureSeeded();
      const only = g.ctx.url.searchParams.get('affiliateUrlId');
      const rows = state.registrations
        .filter((r) => state.links.get(r.linkId)?.agentId === who.agent.id && (!only || r.linkId === Number(only)))
        .toSorted((a, b) => b.time - a.time || b.memberId - a.memberId);
      const { start, end, totalPages } = paging(g.ctx.url, rows.length);
      const list = rows.slice(start, end).flatMap((r) => {
        const member = findMemberById(r.memberId);
        return member ? [{ id: member.id, account: member.account, type: member.type, registerTime: r.time, affiliateCode: r.code,
          affiliateUrlId: r.linkId, lastLoginTime: member.lastLogin ?? null }] : [];
      });
      return response(200).json(ok({ list, total: rows.length, totalPages }));
    }),
  ];
}
