import { HttpResponse, http as mswHttp, type HttpHandler } from 'msw';
import { authed, fail, gate, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import {
  PROMOTION_CATEGORIES,
  RAFFLE_PROMOTION_ID,
  applyPromotion,
  catalogueOf,
  claimIssued,
  claimRaffle,
  claimsOf,
  drawRaffle,
  findPromotion,
  issueReward,
  issuedCountByType,
  joinPromotion,
  promotionsOf,
  raffleOf,
  reviewApplication,
  type MemberPromotionEntry,
  type PromotionCategoryCode,
  type PromotionType,
  type StoredClaim,
} from '../seed/promotions.ts';
import { findMember } from '../store.ts';
import { http } from './http.ts';
import { missionsWaiting } from './rewards.ts';

/** SPEC §5: remarks 140 characters; png or jpg, at most 5 MB each, at most 3 images. */
export const REMARK_MAX = 140;
const PICTURE_MAX = 3;
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_SIZE = 100;
const STATUS_ORDER = { RUNNING: 0, COMING_SOON: 1, CLOSED: 2 } as const;

function positive(value: string | null, fallback: number): number | undefined {
  if (value === null || value === '') return fallback;
  return /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

function paged<T>(rows: T[], query: { get(name: string): string | null }): { list: T[]; totalPages: number; total: number } | undefined {
  const page = positive(query.get('page'), 1);
  const size = positive(query.get('size'), 10);
  if (page === undefined || size === undefined) return undefined;
  const s = Math.min(size, MAX_SIZE);
  return { list: rows.slice((page - 1) * s, page * s), totalPages: Math.ceil(rows.length / s), total: rows.length };
}

const paramError = () => fail('request_param_err', 'request_param_err');

function statusValue(promotionId: number, entry: MemberPromotionEntry) {
  return { promotionId, memberStatus: entry.status, rejectReason: entry.rejectReason, promotionClaimId: entry.promotionClaimId,
    rewardAmount: entry.rewardAmount, updateTime: entry.updateTime };
}

const claimValue = (c: StoredClaim) => ({ promotionClaimId: c.promotionClaimId, promotionId: c.promotionId, promotionType: c.promotionType,
  promotionName: c.promotionName, amount: c.amount, status: c.status, issueTime: c.issueTime, claimTime: c.claimTime,
  expireTime: c.expireTime, rejectReason: c.rejectReason });

/** A data URL's image type and decoded size; undefined when it is not a png or jpeg data URL. */
function pictureOf(value: unknown): { type: 'png' | 'jpeg' | 'other'; bytes: number } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]*)$/.exec(value);
  if (!match) return undefined;
  const mime = match[1] ?? '';
  const data = match[2] ?? '';
  const bytes = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  return { type: mime === 'image/png' ? 'png' : mime === 'image/jpeg' || mime === 'image/jpg' ? 'jpeg' : 'other', bytes };
}

export function promotionsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ list: [...PROMOTION_CATEGORIES] }));
    }),

    http.get('/wps/relay/PROMOFE_getPromotionList', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getPromotionList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const category = str(query.get('category')).toUpperCase() || 'ALL';
      if (!PROMOTION_CATEGORIES.some((c) => c.code === category)) return response(400).json(paramError());
      const rows = catalogueOf(g.ctx.merchant.code)
        .filter((p) => category === 'ALL' || p.categories.includes(category as PromotionCategoryCode))
        .toSorted((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.startTime - a.startTime)
        .map(({ content: _content, ...card }) => card);
      const page = paged(rows, query);
      return page ? response(200).json(ok(page)) : response(400).json(paramError());
    }),

    http.get('/wps/relay/PROMOFE_getPromotionDetail', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getPromotionDetail', scenario);
      if (g.stop) return response.untyped(g.stop);
      const id = Number(query.get('promotionId'));
      const promotion = Number.isInteger(id) ? findPromotion(g.ctx.merchant.code, id) : undefined;
      if (!promotion) return response(400).json(fail('promotion.not.found', 'promotion.not.found'));
      return response(200).json(ok(promotion));
    }),

    http.get('/wps/relay/MCSFE_getPromotionMemberStatus', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getPromotionMemberStatus', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const only = query.get('promotionId');
      if (only !== null && !/^\d+$/.test(only)) return response(400).json(paramError());
      const list = [...promotionsOf(member.account, merchant.code)]
        .filter(([id]) => only === null || id === Number(only))
        .map(([id, entry]) => statusValue(id, entry));
      return response(200).json(ok({ list }));
    }),

    http.post('/wps/relay/MCSFE_signUpPromotionJoin', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_signUpPromotionJoin', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const id = Number(read.body.promotionId);
      if (!Number.isInteger(id) || id <= 0) return response(400).json(paramError());
      const outcome = joinPromotion(member.account, id, merchant.code);
      if (!outcome.ok) return response(400).json(fail(outcome.code, outcome.code));
      return response(200).json(ok({ promotionId: id, memberStatus: outcome.entry.status, rewardAmount: null, mainBalance: null }));
    }),

    http.post('/wps/relay/MCSFE_signUpRequestReward', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_signUpRequestReward', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const id = Number(read.body.promotionId);
      const remarks = typeof read.body.remarks === 'string' ? read.body.remarks : '';
      const raw = read.body.pictures ?? [];
      if (!Number.isInteger(id) || id <= 0 || !Array.isArray(raw)) return response(400).json(paramError());
      if ([...remarks].length > REMARK_MAX) return response(400).json(fail('remark.too.long', 'remark.too.long'));
      if (raw.length > PICTURE_MAX) return response(400).json(fail('picture.too.many', 'picture.too.many'));
      const pictures = raw.map(pictureOf);
      if (pictures.some((p) => !p || p.type === 'other')) return response(400).json(fail('picture.invalid.type', 'picture.invalid.type'));
      if (pictures.some((p) => (p?.bytes ?? 0) > PICTURE_MAX_BYTES)) return response(400).json(fail('picture.too.large', 'picture.too.large'));
      const outcome = applyPromotion(member.account, id, remarks, pictures.length, merchant.code);
      if (!outcome.ok) return response(400).json(fail(outcome.code, outcome.code));
      return response(200).json(ok({ promotionId: id, memberStatus: outcome.entry.status, rewardAmount: null, mainBalance: null }));
    }),

    http.get('/wps/relay/MCSFE_getRafflePromotionStatus', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getRafflePromotionStatus', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      if (Number(query.get('promotionId')) !== RAFFLE_PROMOTION_ID || !findPromotion(merchant.code, RAFFLE_PROMOTION_ID))
        return response(400).json(fail('promotion.not.found', 'promotion.not.found'));
      const raffle = raffleOf(member.account, merchant.code);
      return response(200).json(ok({ promotionId: RAFFLE_PROMOTION_ID, joined: raffle.joined, drawTime: raffle.drawTime,
        drawStatus: raffle.drawn ? 'DRAWN' as const : 'PENDING' as const, won: raffle.won, prizeAmount: raffle.prizeAmount,
        ticketNo: raffle.ticketNo, claimed: raffle.claimed }));
    }),

    http.post('/wps/relay/MCSFE_claimRafflePromotion', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_claimRafflePromotion', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const id = Number(read.body.promotionId);
      if (!Number.isInteger(id) || id <= 0) return response(400).json(paramError());
      if (id !== RAFFLE_PROMOTION_ID) return response(400).json(fail('promotion.not.found', 'promotion.not.found'));
      const outcome = claimRaffle(member.account, merchant.code);
      if (!outcome.ok) return response(400).json(fail(outcome.code, outcome.code));
      return response(200).json(ok({ promotionId: id, memberStatus: outcome.entry.status, rewardAmount: outcome.entry.rewardAmount,
        mainBalance: outcome.mainBalance ?? null }));
    }),

    http.get('/wps/relay/MCS2_getPromotionClaimList', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCS2_getPromotionClaimList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const status = query.get('status');
      const type = query.get('promotionType');
      const start = query.get('startTime');
      const end = query.get('endTime');
      if ((status && !['I', 'C', 'R', 'E'].includes(status)) || [start, end].some((t) => t !== null && !/^\d+$/.test(t)))
        return response(400).json(paramError());
      const rows = claimsOf(member.account, merchant.code)
        .filter((c) => (!status || c.status === status) && (!type || c.promotionType === type)
          && (start === null || c.issueTime >= Number(start)) && (end === null || c.issueTime <= Number(end)))
        .toSorted((a, b) => Number(b.status === 'I') - Number(a.status === 'I') || b.issueTime - a.issueTime);
      const page = paged(rows.map(claimValue), query);
      if (!page) return response(400).json(paramError());
      const sum = (s: string) => Math.round(rows.filter((c) => c.status === s).reduce((t, c) => t + Math.round(c.amount * 100), 0)) / 100;
      return response(200).json(ok({ ...page, footer: { claimedAmount: sum('C'), issuedAmount: sum('I'),
        issuedCount: rows.filter((c) => c.status === 'I').length } }));
    }),

    http.post('/wps/relay/MCSFE_claimIssuedPromotion', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_claimIssuedPromotion', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const claimId = str(read.body.promotionClaimId);
      const type = str(read.body.promotionType);
      if (!claimId || !type) return response(400).json(paramError());
      const claim = claimsOf(member.account, merchant.code).find((c) => c.promotionClaimId === claimId);
      if (claim && claim.promotionType !== type) return response(400).json(paramError());
      const outcome = claimIssued(member.account, claimId, merchant.code);
      if (!outcome.ok) return response(400).json(fail(outcome.code, outcome.code));
      return response(200).json(ok({ promotionClaimId: claimId, amount: outcome.claim.amount, mainBalance: outcome.mainBalance,
        claimTime: outcome.claim.claimTime ?? 0 }));
    }),

    http.get('/wps/relay/MCSFE_getAvailablePromotions', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getAvailablePromotions', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      const real = member.type !== 4;
      // Issued rewards waiting, by type: the rewards centre's badge sums every type but MISSION.
      const issued = real ? issuedCountByType(member.account, merchant.code) : {};
      const byType = Object.fromEntries(Object.entries(issued).filter(([type]) => type !== 'MISSION')
        .map(([type, count]) => [type, { enabled: true, count }]));
      return response(200).json(ok({
        ...byType,
        // Completed missions whose reward waits in the rewards centre (operations/rewards.ts).
        MISSION: { enabled: real, count: real ? missionsWaiting(authed(g.ctx)) : 0 },
        REFERRAL: { enabled: merchant.referralPromo && merchant.whitelabel.REFERRAL3 },
      }));
    }),
  ];
}

/**
 * Sandbox controls: `POST /__sandbox/promotions/review {account, promotionId, approve, reason?, brand?}` (the platform
 * reviews an application), `POST /__sandbox/promotions/draw {account, brand?}` (the raffle is drawn now: a joined
 * member wins) and `POST /__sandbox/promotions/issue {account, promotionType, amount, promotionId?, brand?}`.
 */
export const promotionsControlHandlers: HttpHandler[] = [
  mswHttp.post('*/__sandbox/promotions/review', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const account = str(body.account);
    if (!findMember(account)) return HttpResponse.json({ error: 'give {"account", "promotionId", "approve"}' }, { status: 400 });
    const outcome = reviewApplication(account, Number(body.promotionId), body.approve === true, typeof body.reason === 'string' ? body.reason : null,
      str(body.brand) || undefined);
    return outcome.ok ? HttpResponse.json(statusValue(Number(body.promotionId), outcome.entry)) : HttpResponse.json({ error: outcome.code }, { status: 400 });
  }),
  mswHttp.post('*/__sandbox/promotions/draw', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const account = str(body.account);
    if (!findMember(account)) return HttpResponse.json({ error: 'give {"account"}' }, { status: 400 });
    return HttpResponse.json(drawRaffle(account, str(body.brand) || undefined));
  }),
  mswHttp.post('*/__sandbox/promotions/issue', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const account = str(body.account);
    const amount = Number(body.amount);
    if (!findMember(account) || !(amount > 0) || !str(body.promotionType))
      return HttpResponse.json({ error: 'give {"account", "promotionType", "amount"}' }, { status: 400 });
    const id = body.promotionId === undefined ? null : Number(body.promotionId);
    return HttpResponse.json(claimValue(issueReward(account, { promotionType: str(body.promotionType) as PromotionType, amount, promotionId: id },
      str(body.brand) || undefined)));
  }),
];
