import type { HttpHandler } from 'msw';
import { createRandom } from '../prng.ts';
import { gate, int, ok, fail, type ScenarioSource } from '../responses.ts';
import { catalog } from '../seed/catalog.ts';
import { sandboxNow } from '../store.ts';
import { http } from './http.ts';

/**
 * The winners ranking (issue 14, part S2): the biggest single wins of a period, by category (designed
 * `ODSFE2_getBiggestWins`). The latest wins are the winner board's (operations/games.ts). Wins are generated from one
 * seed over the 30 days before the sandbox's clock, so "today" always has some; member01 has a few of them, which the
 * site marks as the member's own when member01 asks.
 */

const DAY = 86_400_000;
const PERIOD_DAYS: Record<string, number> = { DAY: 1, WEEK: 7, MONTH: 30 };
/** Accounts whose wins are seeded (member01's are the ones a story or test signs in to see). */
const OWN_ACCOUNTS = ['member01', 'member02'];
const OTHER_NAMES = ['jo', 'ma', 'an', 'le', 'ki', 'ra', 'te', 'vi', 'pa', 'lu'];
/** VND amounts are a thousand times PHP's, as the brands' other seeded money is. */
const SCALE: Record<string, number> = { VND: 1000 };

export interface SeedBigWin {
  account: string;
  gameName: string;
  gameType: string;
  betAmount: number;
  winAmount: number;
  /** Milliseconds before the sandbox's clock. */
  ago: number;
}

/** The platform's masking of a winner's name (the winner board's: first two letters, ***, last letter). */
export function maskName(account: string): string {
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

let seeded: readonly SeedBigWin[] | undefined;

/** 240 wins over 30 days, every 12th (a big one) member01's or member02's; deterministic. */
export function bigWins(): readonly SeedBigWin[] {
  if (seeded) return seeded;
  const random = createRandom(1414);
  const games = catalog().filter((game) => game.isGame === '1' && !['LOTT', 'ELOTT'].includes(game.gameType));
  // A category first, then a game of it: slots outnumber the rest a hundred to one, and every tab needs its wins.
  const types = [...new Set(games.map((game) => game.gameType))];
  const byType = new Map(types.map((type) => [type, games.filter((game) => game.gameType === type)]));
  seeded = Array.from({ length: 240 }, (_, index) => {
    const game = random.pick(byType.get(random.pick(types))!);
    const own = index % 12 === 5;
    // The seeded members' wins are among the big ones, so a member sees their own in every period's top 20.
    const bet = (own ? random.int(300, 500) : random.int(1, 500)) * 10;
    const multiplier = own ? random.int(1500, 2500) : random.int(20, 2500);
    return {
      account: own ? OWN_ACCOUNTS[(index / 12) % 2 < 1 ? 0 : 1]! : `${random.pick(OTHER_NAMES)}${random.int(10, 99)}x`,
      gameName: game.gameName,
      gameType: game.gameType,
      betAmount: bet,
      winAmount: bet * multiplier + random.int(0, 99) / 100,
      // The first wins are the most recent: today has about a dozen of them.
      ago: Math.floor((index / 240) * 30 * DAY) + random.int(0, 3_600_000),
    };
  });
  return seeded;
}

export function rankingHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/ODSFE2_getBiggestWins', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_getBiggestWins', scenario);
      if (g.stop) return response.untyped(g.stop);
      const period = String(query.get('period') ?? 'WEEK').toUpperCase();
      const days = PERIOD_DAYS[period];
      if (days === undefined) return response(400).json(fail('request_param_err', 'request_param_err'));
      const category = String(query.get('gameCategory') ?? 'ALL').toUpperCase();
      const limit = Math.min(Math.max(int(String(query.get('limitNum') ?? ''), 20), 1), 100);
      const now = sandboxNow();
      const scale = SCALE[g.ctx.merchant.currency.code] ?? 1;
      const self = g.ctx.member?.account;
      const list = bigWins()
        .filter((win) => win.ago < days * DAY && (category === 'ALL' || win.gameType === category))
        .toSorted((a, b) => b.winAmount - a.winAmount)
        .slice(0, limit)
        .map((win, index) => ({
          rank: index + 1,
          customerName: maskName(win.account),
          gameName: win.gameName,
          gameType: win.gameType,
          betAmount: win.betAmount * scale,
          winAmount: Math.round(win.winAmount * scale * 100) / 100,
          winTime: now - win.ago,
          ...(self ? { self: win.account === self } : {}),
        }));
      return response(200).json(ok({ list }));
    }),
  ];
}
