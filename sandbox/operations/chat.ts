import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { authed, fail, gate, ok, type ScenarioSource } from '../responses.ts';
import { onStoreReset } from '../store.ts';
import { seedChatLines, seedMiniGames, seedStreamers } from '../seed/chat.ts';
import { gameItem } from './games.ts';
import { http } from './http.ts';

/**
 * The live-casino chat (CBS3, PLATFORM-MEMBER "Other calls") and the mini games (designed): the streamer list, the
 * launch call whose `chatUrl` is a small chat page the sandbox serves itself, the member's unread chat count (seeded,
 * cleared when the member opens a room), and the mini-game list.
 */

const TRIAL = 4;
/** Unread chat lines a member has before opening the chat for the first time. */
export const SEED_CHAT_UNREAD = 3;

const opened = new Set<number>();
onStoreReset(() => opened.clear());

function chatUrl(origin: string, room: string, language: string): string {
  return `${origin}/wps/sandbox-assets/chat/${encodeURIComponent(room)}?${new URLSearchParams({ language }).toString()}`;
}

export function chatHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/CBS_modelList', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/CBS_modelList', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ list: seedStreamers(g.ctx.merchant.code) }));
    }),

    http.get('/wps/relay/CBS_launchChat', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/relay/CBS_launchChat', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      if (member.type === TRIAL) return response(400).json(fail('in_need_true_account', 'trial.account'));
      const streamers = seedStreamers(g.ctx.merchant.code);
      const wanted = query.get('modelId');
      const model = wanted ? streamers.find((s) => s.modelId === wanted) : streamers.find((s) => s.online);
      // An offline streamer has no room to open.
      if (!model?.online) return response(400).json(fail('chat.model.not.found', 'chat.model.not.found'));
      opened.add(member.id);
      return response(200).json(ok({ chatUrl: chatUrl(g.ctx.url.origin, model.modelId, query.get('language') ?? 'EN') }));
    }),

    http.get('/wps/relay/CBS_unreadCount', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/CBS_unreadCount', scenario);
      if (g.stop) return response.untyped(g.stop);
      const { member } = authed(g.ctx);
      return response(200).json(ok(member.type === TRIAL || opened.has(member.id) ? 0 : SEED_CHAT_UNREAD));
    }),

    http.get('/wps/relay/GCSGAME_getMiniGames', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/GCSGAME_getMiniGames', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ list: seedMiniGames().map(gameItem) }));
    }),
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What the chat iframe shows (`/wps/sandbox-assets/chat/<room>`): a plain chat page with a few lines and a box to type in.
 * No `main` landmark: the page is framed inside the site's own main.
 */
export const chatAssetHandlers: HttpHandler[] = [
  mswHttp.get('*/wps/sandbox-assets/chat/:room', ({ params }) => {
    const room = String(params.room);
    const streamer = seedStreamers('luckystar').find((s) => s.modelId === room);
    const title = streamer ? `${streamer.name} · ${streamer.tableName}` : room;
    const lines = seedChatLines(room)
      .map((line) => `<li><b>${escapeHtml(line.from)}</b>: ${escapeHtml(line.text)}</li>`)
      .join('');
    // The form posts nowhere: a line typed in is added to the list by the page's own script.
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:sans-serif;margin:0;padding:12px;background:#15171c;color:#eee">` +
      `<div><h1 style="font-size:1rem;margin:0 0 8px">${escapeHtml(title)}</h1>` +
      `<ul id="lines" style="list-style:none;padding:0;margin:0 0 8px">${lines}</ul>` +
      `<form id="say"><label>Message <input name="text" autocomplete="off"></label> <button>Send</button></form></div>` +
      `<script>document.getElementById('say').addEventListener('submit',function(e){e.preventDefault();` +
      `var t=e.target.text.value.trim();if(!t)return;var li=document.createElement('li');li.textContent='you: '+t;` +
      `document.getElementById('lines').append(li);e.target.reset();});</script></body></html>`;
    return new HttpResponse(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }),
];
