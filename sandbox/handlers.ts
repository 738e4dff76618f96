import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { assetHandlers, controlHandlers } from './control.ts';
import { agentOverviewControlHandlers, agentOverviewHandlers } from './operations/agent-overview.ts';
import { agentContractsControlHandlers, agentContractsHandlers } from './operations/agent-contracts.ts';
import { creditHandlers } from './operations/credit.ts';
import { depositAssetHandlers, depositControlHandlers, depositHandlers } from './operations/deposit.ts';
import { gameHandlers } from './operations/games.ts';
import { helpHandlers } from './operations/help.ts';
import { chatAssetHandlers, chatHandlers } from './operations/chat.ts';
import { liveEventsHandlers, liveSocketHandler } from './operations/live-events.ts';
import { memberHandlers } from './operations/member.ts';
import { messageControlHandlers, messageHandlers } from './operations/messages.ts';
import { recordsHandlers } from './operations/records.ts';
import { referralControlHandlers, referralHandlers } from './operations/referral.ts';
import { pointsAssetHandlers, pointsControlHandlers, pointsHandlers } from './operations/points.ts';
import { rewardsControlHandlers, rewardsHandlers } from './operations/rewards.ts';
import { agentAccountsHandlers } from './operations/agent-accounts.ts';
import { agentDownlinesControlHandlers, agentDownlinesHandlers } from './operations/agent-downlines.ts';
import { agentReportsHandlers } from './operations/agent-reports.ts';
import { payoutControlHandlers, payoutsHandlers } from './operations/payouts.ts';
import { promotionsControlHandlers, promotionsHandlers } from './operations/promotions.ts';
import { rankingHandlers } from './operations/ranking.ts';
import { responsibleGamingHandlers } from './operations/responsible-gaming.ts';
import { sessionHandlers } from './operations/session.ts';
import { securityHandlers } from './operations/security.ts';
import { systemHandlers } from './operations/system.ts';
import { walletHandlers } from './operations/wallet.ts';
import { withdrawHandlers } from './operations/withdraw.ts';
import { fail, requestScenario, type ScenarioSource } from './responses.ts';
import { isScenarioName, scenarioNames, type ScenarioName } from './scenarios.ts';

/** One handler per contract operation, answering in the scenario `scenario` picks for each request. */
export function apiHandlers(scenario: ScenarioSource = requestScenario): HttpHandler[] {
  return [...sessionHandlers(scenario), ...systemHandlers(scenario), ...messageHandlers(scenario), ...memberHandlers(scenario), ...depositHandlers(scenario), ...securityHandlers(scenario), ...walletHandlers(scenario), ...payoutsHandlers(scenario), ...withdrawHandlers(scenario), ...gameHandlers(scenario), ...liveEventsHandlers(scenario), ...recordsHandlers(scenario), ...agentAccountsHandlers(scenario), ...agentContractsHandlers(scenario), ...agentOverviewHandlers(scenario), ...agentDownlinesHandlers(scenario), ...agentReportsHandlers(scenario), ...pointsHandlers(scenario), ...rewardsHandlers(scenario), ...referralHandlers(scenario), ...promotionsHandlers(scenario), ...chatHandlers(scenario), ...creditHandlers(scenario), ...helpHandlers(scenario), ...rankingHandlers(scenario), ...responsibleGamingHandlers(scenario)];
}

/** Answers what no operation matched: the platform's wrong-method error for relays, 404 for the rest. */
const fallbackHandlers: HttpHandler[] = [
  mswHttp.all('*/wps/relay/*', () => HttpResponse.json(fail('http_method_not_support', '#459'), { status: 405 })),
  mswHttp.all('*/wps/*', () => HttpResponse.json(fail('not_found', '404'), { status: 404 })),
  mswHttp.all('*/lgw/*', () => HttpResponse.json(fail('not_found', '404'), { status: 404 })),
];

/** Every sandbox handler; each request's scenario comes from its `x-sandbox-scenario` header or the process default. */
export const handlers: HttpHandler[] = [...controlHandlers, ...depositControlHandlers, ...payoutControlHandlers, ...messageControlHandlers, ...agentOverviewControlHandlers, ...agentDownlinesControlHandlers, ...agentContractsControlHandlers, ...promotionsControlHandlers, ...pointsControlHandlers, ...rewardsControlHandlers, ...referralControlHandlers, ...assetHandlers, ...depositAssetHandlers, ...pointsAssetHandlers, ...chatAssetHandlers, ...apiHandlers(), ...fallbackHandlers];

/** The sandbox's WebSocket handlers (msw `ws.link`): the live-event socket, for msw/node and the Storybook worker. */
export const socketHandlers = [liveSocketHandler];

function checked(name: string): ScenarioName {
  if (!isScenarioName(name)) throw new Error(`Unknown sandbox scenario "${name}"; one of ${scenarioNames.join(', ')}`);
  return name;
}

/** Handlers fixed to one scenario, to prepend: `server.use(...scenarioHandlers('maintenance'))` or a story's `msw.use`. */
export function scenarioHandlers(name: string): HttpHandler[] {
  const fixed = checked(name);
  return apiHandlers(() => fixed);
}

/** The complete handler list fixed to one scenario, e.g. for Storybook `parameters.msw.handlers`. */
export function handlersFor(name: string): HttpHandler[] {
  return [...controlHandlers, ...depositControlHandlers, ...payoutControlHandlers, ...messageControlHandlers, ...agentOverviewControlHandlers, ...agentDownlinesControlHandlers, ...agentContractsControlHandlers, ...promotionsControlHandlers, ...pointsControlHandlers, ...rewardsControlHandlers, ...referralControlHandlers, ...assetHandlers, ...depositAssetHandlers, ...pointsAssetHandlers, ...chatAssetHandlers, ...scenarioHandlers(name), ...fallbackHandlers];
}
