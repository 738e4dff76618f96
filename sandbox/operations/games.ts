import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { authed, fail, gate, int, ok, readBody, type ScenarioSource } from '../responses.ts';
import { catalog, findGame, queryGames, roundOpenGame, type SeedGame } from '../seed/catalog.ts';
import { SEED_EPOCH, winners } from '../seed/content.ts';
import { LANE_ORDER, VENDORS, findVendor } from '../seed/vendors.ts';
import { addFavourite, favourites, recentGames, recordRecentGame, removeFavourite } from '../store.ts';
import { http } from './http.ts';

const CLASSIFY_NAMES: Record<string, string> = {
  SC: 'Scratch cards', VP: 'Video poker', JP: 'Jackpot', TG: 'Table games', AC: 'Arcade', BG: 'Bingo',
};

/** A catalog game as the contract's GameItem (plus gameClassify, which the platform also sends). */
export function gameItem(game: SeedGame) {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameName: game.gameName,
    nodeName: game.nodeName,
    displayName: game.displayName,
    iconUrl: game.iconUrl,
    showIcon: game.iconUrl,
    isGame: game.isGame,
    accountTypeName: game.accountTypeName,
    supportPlay: game.supportPlay,
    gameClassify: game.gameClassify,
  };
}

let vendorMenu: ReturnType<typeof buildVendorMenu> | undefined;
function buildVendorMenu() {
  return {
    data: {
      lanes: LANE_ORDER.map((title) => {
        const cards = VENDORS.filter((vendor) => vendor.gameType === title).map((vendor) => ({
          vassalage: vendor.vassalage,
          displayName: vendor.displayName,
          gameType: vendor.gameType,
          lagerIcon: `/wps/sandbox-assets/vendor/${vendor.vassalage}.svg`,
          smallIcon: `/wps/sandbox-assets/vendor/${vendor.vassalage}.svg`,
          h5Icon: `/wps/sandbox-assets/vendor/${vendor.vassalage}.svg`,
          accountTypeName: vendor.accountTypeName,
          isGame: vendor.games === 0 ? 'VASSALAGE' : '1',
        }));
        const games = catalog().filter((game) => game.gameType === title);
        const gameClassify =
          title === 'RNG'
            ? [
                { key: 'HOT', displayName: 'Hot', gameCount: games.filter((g) => g.isHot).length },
                ...Object.entries(CLASSIFY_NAMES).map(([key, displayName]) => ({
                  key, displayName, gameCount: games.filter((g) => g.gameClassify === key).length,
                })),
              ]
            : [];
        return { title, cards, gameClassify };
      }),
    },
  };
}

function playUrl(origin: string, nodeId: string | number, params: Record<string, string>): string {
  return `${origin}/wps/sandbox-assets/play/${nodeId}?${new URLSearchParams(params).toString()}`;
}

/** The sports views the launch's designed `view` parameter takes (the sports page's Rolling and Today tabs). */
const SPORTS_VIEWS: Readonly<Record<string, { title: string; status: (i: number) => string }>> = {
  rolling: { title: 'In play', status: (i) => `Live ${17 + i * 11}'` },
  today: { title: "Today's matches", status: (i) => `Kick-off ${String(13 + i * 2).padStart(2, '0')}:00` },
};
const FIXTURES = [['Manila Eagles', 'Cebu Sharks'], ['Davao Lions', 'Iloilo Kings'], ['Baguio Bulls', 'Pasig Waves']] as const;

/** A sports book's play address at a view: a lobby page of its own per view, so the two tabs open different pages. */
function sportsUrl(origin: string, nodeId: string | number, view: string, params: Record<string, string>): string {
  return `${origin}/wps/sandbox-assets/sports/${nodeId}/${view}?${new URLSearchParams(params).toString()}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a sports book's frame shows at a view: its name, the view and a few matches. */
function sportsLobbyPage(name: string, view: string): string {
  const spec = SPORTS_VIEWS[view] ?? SPORTS_VIEWS.rolling!;
  const rows = FIXTURES.map(([home, away], i) => `<li>${escapeHtml(home)} v ${escapeHtml(away)} · ${escapeHtml(spec.status(i))}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)}: ${escapeHtml(spec.title)}</title></head>` +
    `<body style="font-family:sans-serif;background:#0b3d2e;color:#eee;padding:24px"><main><h1>${escapeHtml(name)}</h1>` +
    `<h2>${escapeHtml(spec.title)}</h2><ul>${rows}</ul></main></body></html>`;
}

function lotteryGame(code: string, name: string, group: string, prizeMode: string) {
  return { gameCode: code, gameName: name, gameGroupCode: group, prizeMode, icon: `/wps/sandbox-assets/vendor/${code}.svg`, status: 'OPEN' };
}

const LOTTERY_GROUPS = [
  { gameGroupCode: 'VN', gameGroupName: 'Vietnam lottery', codes: [['VN_NORTH', 'Mien Bac'], ['VN_CENTRAL', 'Mien Trung'], ['VN_SOUTH', 'Mien Nam']] },
  { gameGroupCode: 'FAST', gameGroupName: 'Fast lottery', codes: [['FAST3', 'Fast 3'], ['PK10', 'PK10'], ['LUCKY5', 'Lucky 5']] },
  { gameGroupCode: 'LOTTO', gameGroupName: 'Lotto', codes: [['MEGA645', 'Mega 6/45'], ['POWER655', 'Power 6/55']] },
] as const;

function lotteryMenus(prizeMode: string) {
  return LOTTERY_GROUPS.map((group) => ({
    gameGroupCode: group.gameGroupCode,
    gameGroupName: group.gameGroupName,
    games: group.codes.map(([code, name]) => lotteryGame(code, name, group.gameGroupCode, prizeMode)),
  }));
}

function vnMenu(prizeMode: string) {
  return [
    { areaCode: 'NORTH', areaName: 'Mien Bac', gameMenus: [lotteryGame('VN_NORTH', 'Mien Bac', 'VN', prizeMode)] },
    { areaCode: 'CENTRAL', areaName: 'Mien Trung', gameMenus: [lotteryGame('VN_CENTRAL', 'Mien Trung', 'VN', prizeMode), lotteryGame('VN_DANANG', 'Da Nang', 'VN', prizeMode)] },
    { areaCode: 'SOUTH', areaName: 'Mien Nam', gameMenus: [lotteryGame('VN_SOUTH', 'Mien Nam', 'VN', prizeMode), lotteryGame('VN_HCM', 'TP. HCM', 'VN', prizeMode)] },
  ];
}

export function gameHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/GCSGAME_newGameVendor', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/GCSGAME_newGameVendor', scenario);
      if (g.stop) return response.untyped(g.stop);
      vendorMenu ??= buildVendorMenu();
      return response(200).json(ok(vendorMenu));
    }),

    http.get('/wps/relay/GCSGAME_gameList', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/GCSGAME_gameList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const isNew = query.get('isNew');
      // The platform finds nothing when a search also names a language (PLATFORM.md "Games").
      if (query.get('gameName') && query.get('language')) return response(200).json(ok({ games: [], totalPages: 0, totalCount: 0 }));
      const matches = queryGames({
        gameType: query.get('gameType'),
        vassalage: query.get('vassalage'),
        gameName: query.get('gameName'),
        gameClassify: query.get('gameClassify'),
        isNew: isNew === 'true' || isNew === '1',
      });
      const pageNo = int(String(query.get('pageNo') ?? ''), 1);
      const pageSize = Math.min(int(String(query.get('pageSize') ?? ''), 42), 200);
      return response(200).json(ok({
        games: matches.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(gameItem),
        totalPages: Math.ceil(matches.length / pageSize),
        totalCount: matches.length,
      }));
    }),

    http.get('/wps/relay/GCSGAME_hotGamesV2', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/GCSGAME_hotGamesV2', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ list: queryGames({ isHot: true }).filter((game) => game.isGame === '1').slice(0, 30).map(gameItem) }));
    }),

    http.get('/wps/relay/MCSFE_getFavoriteGames', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getFavoriteGames', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(favourites(authed(g.ctx).member.id)));
    }),

    http.get('/wps/relay/MCSFE_getFavoriteGamesList', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/MCSFE_getFavoriteGamesList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const games = favourites(authed(g.ctx).member.id).map(findGame).filter((game): game is SeedGame => !!game);
      const pageNum = int(String(query.get('pageNum') ?? ''), 1);
      const pageSize = int(String(query.get('pageSize') ?? ''), 42);
      return response(200).json(ok({
        content: games.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(gameItem),
        pageNum,
        totalPages: Math.max(1, Math.ceil(games.length / pageSize)),
      }));
    }),

    http.post('/wps/relay/MCSFE_addFavoriteGameV2', async ({ request, response }) => {
      const g = await gate(request, 'POST /wps/relay/MCSFE_addFavoriteGameV2', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const game = findGame(Number(read.body.nodeId));
      if (!game) return response(400).json(fail('request_param_err', 'game.not.found'));
      addFavourite(authed(g.ctx).member.id, game.nodeId);
      return response(200).json(ok(true));
    }),

    http.delete('/wps/relay/MCSFE_removeFavoriteGameV2', async ({ request, response }) => {
      const g = await gate(request, 'DELETE /wps/relay/MCSFE_removeFavoriteGameV2', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      removeFavourite(authed(g.ctx).member.id, Number(read.body.nodeId));
      return response(200).json(ok(true));
    }),

    http.get('/wps/relay/GCS_recentGame', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/GCS_recentGame', scenario);
      if (g.stop) return response.untyped(g.stop);
      const games = recentGames(authed(g.ctx).member.id).map(findGame).filter((game): game is SeedGame => !!game);
      return response(200).json(ok({ list: games.map(gameItem) }));
    }),

    http.get('/wps/relay/GCS_getRoomList', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/GCS_getRoomList', scenario);
      if (g.stop) return response.untyped(g.stop);
      const vassalage = query.get('vassalage') ?? 'EVO';
      const gameType = query.get('gameType') ?? findVendor(vassalage)?.gameType ?? 'LIVE';
      return response(200).json(ok({ list: [1, 2, 3, 4].map((n) => ({
        roomId: `${vassalage}-${n}`, roomName: `Room ${n}`, vassalage, gameType, minBet: 10 * n, maxBet: 10000 * n,
      })) }));
    }),

    http.get('/wps/game/launchGame', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/game/launchGame', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      const launchMode = query.get('launchMode');
      if (!launchMode) return response(500).json(fail('#727', '#727'));
      const language = query.get('language') ?? 'CN';
      if (launchMode === 'LOTT') {
        const code = query.get('lottoGameCode') ?? 'VN_NORTH';
        return response(200).json(ok({ content: { game_url: playUrl(g.ctx.url.origin, 'lottery', {
          code, area: query.get('lottoArea') ?? 'VN', language, back: query.get('backUrl') ?? '' }) } }));
      }
      const game = findGame(Number(query.get('nodeId')));
      if (!game) return response(400).json(fail('request_param_err', 'game.not.found'));
      const real = String(query.get('accountType') ?? '1') !== '0';
      if (real && member.type === 4) return response(400).json(fail('in_need_true_account', 'trial.account'));
      // One chosen game always has a round open, so the site's "game already running" message can be seen.
      if (game.nodeId === roundOpenGame().nodeId) return response(200).json(fail('#734', '#734'));
      if (!real && game.supportPlay !== 0) return response(400).json(fail('trial_not_supported', 'trial.not.supported'));
      const view = query.get('view');
      if (view !== null && !SPORTS_VIEWS[view]) return response(400).json(fail('request_param_err', 'view.unknown'));
      recordRecentGame(member.id, game.nodeId);
      const mode = { mode: real ? 'real' : 'fun', language };
      return response(200).json(ok({ content: {
        game_url: view ? sportsUrl(g.ctx.url.origin, game.nodeId, view, mode) : playUrl(g.ctx.url.origin, game.nodeId, mode),
      } }));
    }),

    http.get('/wps/relay/GCS_gameTrialLaunch', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/GCS_gameTrialLaunch', scenario);
      if (g.stop) return response.untyped(g.stop);
      const game = findGame(Number(query.get('nodeId')));
      if (!game) return response(400).json(fail('request_param_err', 'game.not.found'));
      if (game.supportPlay !== 0) return response(400).json(fail('trial_not_supported', 'trial.not.supported'));
      return response(200).json(ok({ content: { game_url: playUrl(g.ctx.url.origin, game.nodeId, { mode: 'trial', language: query.get('language') ?? 'EN' }) } }));
    }),

    http.get('/wps/relay/GCSGAME_launchFbGame', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/GCSGAME_launchFbGame', scenario);
      if (g.stop) return response.untyped(g.stop);
      const fb = catalog().find((game) => game.vassalage === 'FB');
      const view = query.get('view');
      if (view !== null && !SPORTS_VIEWS[view]) return response(400).json(fail('request_param_err', 'view.unknown'));
      const mode = { mode: 'real', language: query.get('language') ?? 'EN' };
      return response(200).json(ok({ content: {
        game_url: view ? sportsUrl(g.ctx.url.origin, fb?.nodeId ?? 'fb', view, mode) : playUrl(g.ctx.url.origin, fb?.nodeId ?? 'fb', mode),
      } }));
    }),

    http.get('/wps/relay/ODSFE2_getWinnerBoard', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/ODSFE2_getWinnerBoard', scenario);
      if (g.stop) return response.untyped(g.stop);
      const category = String(query.get('gameCategory') ?? 'ALL').toUpperCase();
      const limit = int(String(query.get('limitNum') ?? ''), 20);
      const list = winners().filter((w) => category === 'ALL' || w.gameType === category).slice(0, limit);
      return response(200).json(ok({ list: list.map((w) => ({ vo: {
        customerName: w.customerName, gameName: w.gameName, winAmount: w.winAmount, winTime: w.winTime,
      } })) }));
    }),

    http.get('/wps/relay/VIS_getJackpot', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/VIS_getJackpot', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ amount: 11_534_210_987.42 }));
    }),

    http.get('/lgw/games/game_menus', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /lgw/games/game_menus', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(lotteryMenus(query.get('prizeMode') ?? 'Elott')));
    }),

    http.get('/lgw/games/menu_and_games', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /lgw/games/menu_and_games', scenario);
      if (g.stop) return response.untyped(g.stop);
      const menus = lotteryMenus(query.get('prizeMode') ?? 'Elott');
      return response(200).json(ok({ menus, games: menus.flatMap((m) => m.games) }));
    }),

    http.get('/lgw/games/popular', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /lgw/games/popular', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(lotteryMenus(query.get('prizeMode') ?? 'Elott').flatMap((m) => m.games).slice(0, 4)));
    }),

    http.get('/lgw/vn/games/game_menu', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /lgw/vn/games/game_menu', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(vnMenu(query.get('prizeMode') ?? 'Elott')));
    }),

    http.get('/lgw/vn/games/game_menu/recent', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /lgw/vn/games/game_menu/recent', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(vnMenu(query.get('prizeMode') ?? 'Elott').slice(0, 1)));
    }),

    http.get('/lgw/vn/numeros/opened/game', async ({ request, response }) => {
      const g = await gate(request, 'GET /lgw/vn/numeros/opened/game', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'].map((gameCode, i) => ({
        gameCode, issueNo: `20260101-${i + 1}`, openTime: SEED_EPOCH + i * 3_600_000,
        numbers: ['12345', '67890', '24680', '13579'].map((n) => n.slice(i) + n.slice(0, i)),
      }))));
    }),

    http.get('/lgw/vn/mission/summary', async ({ request, response }) => {
      const g = await gate(request, 'GET /lgw/vn/mission/summary', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ completed: 2, total: 5, points: 120 }));
    }),

    // A sports book's lobby at a view (the address the launch gives when it names one).
    mswHttp.get('*/wps/sandbox-assets/sports/:id/:view', ({ params }) => {
      const game = findGame(Number(params.id));
      const view = String(params.view);
      if (!game || !SPORTS_VIEWS[view]) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(sportsLobbyPage(game.displayName, view), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),

    http.get('/lgw/vn/mission/leaderboard', async ({ request, response }) => {
      const g = await gate(request, 'GET /lgw/vn/mission/leaderboard', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ list: winners().slice(0, 10).map((w, i) => ({ rank: i + 1, customerName: w.customerName, score: 1000 - i * 75 })) }));
    }),
  ];
}

