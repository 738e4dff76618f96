import type { HttpHandler } from 'msw';
import { authed, gate, ok, type ScenarioSource } from '../responses.ts';
import { http } from './http.ts';
import { securityProfile } from './security.ts';
import { walletValue } from './wallet.ts';

export function memberHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/member/info', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/member/info', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      return response(200).json(ok({
        id: member.id,
        account: member.account,
        type: member.type,
        mobile: member.mobile ? `${member.mobile.slice(0, 3)}****${member.mobile.slice(-3)}` : null,
        regDate: member.regDate,
        clubLabel: { labelName: member.vipLevel },
        // Security centre fields (PLATFORM-MEMBER); the nickname is null until the member chose one.
        ...securityProfile(member),
      }));
    }),

    http.get('/wps/member/info/icon', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/member/info/icon', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ icon: null }));
    }),

    // /wps/member/info/funds/consolidated is answered by the agent centre (operations/agent-overview.ts).
    http.get('/wps/v2/wallets/balance', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/v2/wallets/balance', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(walletValue(authed(g.ctx).member, g.ctx.merchant.currency)));
    }),

    http.get('/wps/relay/GCS_merchantWallet', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/GCS_merchantWallet', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ isSingle: g.ctx.merchant.singleWallet ? 1 : 0 }));
    }),

    // The promotions (list, detail, sign-up, raffle, claims, available promotions) are answered by operations/promotions.ts.
    // EMFE_getInboxUnreadCount is answered from the inbox (operations/messages.ts).
    // The agent contracts (reads, offers, process calls) are answered by operations/agent-contracts.ts; the points
    // mall by operations/points.ts.
  ];
}
