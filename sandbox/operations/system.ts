import type { HttpHandler } from 'msw';
import { WHITELABEL_FLAGS } from '../../src/merchant/types.ts';
import type { SandboxMerchant } from '../merchants.ts';
import { fail, gate, ok, type ScenarioSource } from '../responses.ts';
import { BLOCKED_IP } from '../scenarios.ts';
import { ANNOUNCEMENTS, NOTICES, allBanners, type SeedAnnouncement, type SeedNotice } from '../seed/content.ts';
import { agentForCode } from './session.ts';
import { http } from './http.ts';

const LOGIN_FLAGS = WHITELABEL_FLAGS.slice(0, WHITELABEL_FLAGS.indexOf('THIRDPARTYPHONE3') + 1);
const MEMBER_FLAGS = WHITELABEL_FLAGS.slice(WHITELABEL_FLAGS.indexOf('THIRDPARTYPHONE3') + 1);

/** The whitelabel tree the platform serves: flags grouped under a parent node, flattened by the site. */
function whitelabelTree(merchant: SandboxMerchant) {
  const node = (modId: string) => ({ modId, enabled: merchant.whitelabel[modId as keyof typeof merchant.whitelabel] ? '1' as const : '0' as const });
  return [
    { modId: 'LOGINREG', enabled: '1' as const, childrenNodes: LOGIN_FLAGS.filter((f) => f !== 'AGENTPOLICY3' && f !== 'FREEPLAY3').map(node) },
    { modId: 'MEMBERCEN', enabled: '1' as const, childrenNodes: MEMBER_FLAGS.map(node) },
    { modId: 'GENERAL', enabled: '1' as const, childrenNodes: [node('FREEPLAY3'), node('AGENTPOLICY3')] },
  ];
}

function hostOf(request: Request, url: URL): string {
  return (url.searchParams.get('host') || request.headers.get('X-Forwarded-Host') || url.host).replace(/:\d+$/, '');
}

function notice(item: SeedNotice | SeedAnnouncement) {
  return {
    id: item.id,
    title: item.title,
    content: item.content,
    type: 'execution' in item ? 'PU' : item.type,
    priority: item.priority,
    sequence: item.sequence,
    startDate: item.startDate,
    endDate: item.endDate,
    startDateStr: item.startDate,
    ...('execution' in item ? { execution: item.execution } : {}),
    ...('promotionType' in item && item.promotionType ? { promotionType: item.promotionType } : {}),
    contents: [{ language: 'EN', isDefault: true, title: item.title, content: item.content }],
  };
}

export function systemHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/system/status', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/system/status', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { merchant, scenario: name, url } = g.ctx;
      const host = hostOf(request, url);
      const blocked = name === 'region-blocked';
      return response(200).json(ok({
        maintenance: name === 'maintenance',
        regionRestriction: blocked,
        location: blocked ? { ip: BLOCKED_IP, country: 'ZZ' } : { ip: '198.51.100.24', country: 'PH', region: 'NCR' },
        info: {
          customerService: [
            { type: 'LIVECHAT', url: merchant.customerService },
            { type: 'TELEGRAM', url: 'https://t.me/example' },
          ],
          domainRoute: name === 'domain-error' ? [] : [host],
          resources: {
            APP_DOWNLOAD: [
              { labelNameEn: 'Android', url: 'https://example.com/app/android.apk' },
              { labelNameEn: 'iOS', url: 'https://example.com/app/ios.mobileconfig' },
            ],
            SOCIAL: [{ labelNameEn: 'Facebook', url: 'https://facebook.com/example' }],
          },
          whitelabel: whitelabelTree(merchant),
          register: merchant.register,
          mainDomain: host,
          analytics: { gtagId: 'G-SANDBOX' },
          imageCDNs: [],
          launchGameCDNs: [url.origin],
        },
      }));
    }),

    http.get('/wps/system/domainRoute', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/system/domainRoute', scenario);
      if (g.stop) return response.untyped(g.stop);
      const device = query.get('device');
      if (device === null || !/^\d+$/.test(String(device))) return response(400).json(fail('request_param_err', 'request_param_err'));
      const host = hostOf(request, g.ctx.url);
      const others = [{ domainName: 'www.example-brand.com' }, { domainName: 'https://m.example-brand.com' }];
      // The domain check fails when the visitor's host is not in the list.
      return response(200).json(ok({ domainList: g.ctx.scenario === 'domain-error' ? others : [{ domainName: host }, ...others] }));
    }),

    http.get('/wps/system/whitelabel', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/system/whitelabel', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(whitelabelTree(g.ctx.merchant)));
    }),

    http.get('/wps/system/setting/register', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/system/setting/register', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(g.ctx.merchant.register));
    }),

    http.get('/wps/relay/WPSCORE_getCountryCodeList', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/WPSCORE_getCountryCodeList', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok([
        { countryCode: 'PH', countryDialingCode: '63', countryName: 'Philippines' },
        { countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' },
        { countryCode: 'TH', countryDialingCode: '66', countryName: 'Thailand' },
        { countryCode: 'MY', countryDialingCode: '60', countryName: 'Malaysia' },
        { countryCode: 'ID', countryDialingCode: '62', countryName: 'Indonesia' },
        { countryCode: 'CN', countryDialingCode: '86', countryName: 'China' },
        { countryCode: 'IN', countryDialingCode: '91', countryName: 'India' },
      ]));
    }),

    http.get('/wps/agent/affiliate', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/agent/affiliate', scenario);
      if (g.stop) return response.untyped(g.stop);
      const code = query.get('affiliateCode') ?? '';
      const agent = agentForCode(code);
      return response(200).json(ok(agent ? { affiliateCode: code, valid: true, agentName: agent.nickname } : { affiliateCode: code, valid: false }));
    }),

    http.get('/wps/relay/MCSFE_getListAnnouncements', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getListAnnouncements', scenario);
      if (g.stop) return response.untyped(g.stop);
      const types = new Set(String(query.get('types') ?? 'B,PL,PU,PR').split(',').map((t) => t.trim().toUpperCase()));
      const execution = query.get('execution');
      const popup = ANNOUNCEMENTS.filter((a) => !execution || a.execution === execution);
      return response(200).json(ok({
        ...(types.has('B') ? { banners: allBanners().map(({ id: _id, title: _title, sequence: _sequence, ...banner }) => banner) } : {}),
        ...(types.has('PL') ? { player: NOTICES.map(notice) } : {}),
        ...(types.has('PU') ? { popup: popup.map(notice) } : {}),
        ...(types.has('PR') ? { promotion: ANNOUNCEMENTS.filter((a) => a.promotionType).map(notice) } : {}),
      }));
    }),

    http.get('/wps/relay/CCSFE_getLiveChatModelList', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/CCSFE_getLiveChatModelList', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ list: [
        { modelId: 'lobby', name: 'Lobby chat', type: 'PUBLIC' },
        { modelId: 'live-baccarat', name: 'Baccarat table chat', type: 'LIVE' },
      ] }));
    }),

    http.get('/wps/relay/CCSFE_launchChat', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/CCSFE_launchChat', scenario);
      if (g.stop) return response.untyped(g.stop);
      const model = query.get('modelId') ?? 'lobby';
      return response(200).json(ok({ chatUrl: `${g.ctx.url.origin}/wps/sandbox-assets/play/chat?room=${encodeURIComponent(model)}` }));
    }),

    http.get('/wps/relay/PROMOFE_getReferralPromo', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/PROMOFE_getReferralPromo', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ enabled: g.ctx.merchant.referralPromo }));
    }),
  ];
}
