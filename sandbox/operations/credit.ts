import type { HttpHandler } from 'msw';
import { createRandom, hashString } from '../prng.ts';
import { authed, fail, gate, ok, type ScenarioSource } from '../responses.ts';
import { sandboxNow, type StoredMember } from '../store.ts';
import { http } from './http.ts';

/**
 * The credit report of credit-market brands (CREDITMAR3, designed: PLATFORM-MEMBER names the switch, no call). Every
 * real member has a credit line, derived from the account name so it is the same on every run; the site asks only when
 * the brand's switch is on (a brand turns it on in its merchant.json `whitelabel`). Read-only: nothing to reset.
 */

const TRIAL = 4;
const DAY_MS = 86_400_000;
/** Limits a merchant grants, in PHP; VND brands grant 500 times as much (the points mall's factor). */
const LIMITS_PHP = [20_000, 50_000, 100_000, 200_000];

function factor(currency: string): number {
  return currency === 'VND' ? 500 : 1;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The next Monday 00:00 UTC after `now`: credit is settled weekly. */
export function nextSettlement(now: number): number {
  const day = new Date(now);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const untilMonday = (8 - day.getUTCDay()) % 7 || 7;
  return midnight + untilMonday * DAY_MS;
}

/** A member's credit line: limit from the account's seed, 15–80 % of it in use, a third of that in open bets. */
export function creditReport(member: Pick<StoredMember, 'account'>, currency: string, now = sandboxNow()) {
  const random = createRandom(hashString(`credit:${member.account}`));
  const creditLimit = random.pick(LIMITS_PHP) * factor(currency);
  const usedCredit = cents(creditLimit * random.int(15, 80) / 100 + random.int(0, 99) / 100);
  const unsettledBets = cents(usedCredit * random.int(20, 45) / 100);
  return {
    currency,
    creditLimit,
    usedCredit,
    availableCredit: cents(Math.max(0, creditLimit - usedCredit)),
    unsettledBets,
    updatedTime: now,
    nextSettlementTime: nextSettlement(now),
  };
}

export function creditHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/MCSFE_getCreditReport', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getCreditReport', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member, merchant } = authed(g.ctx);
      if (member.type === TRIAL) return response(400).json(fail('in_need_true_account', 'in_need_true_account'));
      return response(200).json(ok(creditReport(member, merchant.currency.code)));
    }),
  ];
}
