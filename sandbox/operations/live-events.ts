import { ws, type HttpHandler } from 'msw';
import { authed, gate, ok, type ScenarioSource } from '../responses.ts';
import { memberEventsSince, subscribeMemberEvents, type MemberEvent } from '../events.ts';
import { memberForToken } from '../store.ts';
import { http } from './http.ts';

/**
 * Live events (PLATFORM-MEMBER "Messages and live events"; protocol designed, see CSP_ImUrl in the contract): where the
 * socket is, and one socket session whatever carries it (the `ws` server on the dev and preview servers, msw's
 * `ws.link` in Vitest and Storybook).
 */

/** The same-origin path CSP_ImUrl answers; the page resolves it to ws: or wss:. */
export const LIVE_SOCKET_PATH = '/wps/sandbox-im';

/** Close codes of the designed protocol. */
export const LIVE_CLOSE = { badHello: 4000, unauthorized: 4001 } as const;

/** Sent after a good hello and its replay (LiveReadyFrame): from here on the member's new events are pushed. */
const READY_FRAME = JSON.stringify({ type: 'ready' });

/** How long a socket may stay silent before its hello; then it is closed as a bad hello. */
const HELLO_TIMEOUT_MS = 10_000;

/** One end of a member socket, as the carrier exposes it. */
export interface LivePeer {
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** What the carrier tells a session: a text frame arrived, or the socket went away. */
export interface LiveSession {
  receive(data: unknown): void;
  closed(): void;
}

/** The first frame's fields, or null when it is not a hello. */
function parseHello(data: unknown): { token: string; since: string | null } | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown; token?: unknown; since?: unknown };
    if (frame.type !== 'hello' || typeof frame.token !== 'string') return null;
    return { token: frame.token, since: typeof frame.since === 'string' ? frame.since : null };
  } catch {
    return null;
  }
}

/**
 * One socket's life: waits for the hello, authenticates its token, replays the member's events after `since`, says
 * ready, then pushes each new event of that member until the socket closes.
 */
export function openLiveSession(peer: LivePeer): LiveSession {
  let unsubscribe: (() => void) | undefined;
  let done = false;
  const timer = setTimeout(() => end(LIVE_CLOSE.badHello, 'no hello'), HELLO_TIMEOUT_MS);
  const send = (event: MemberEvent) => peer.send(JSON.stringify(event));

  function end(code: number, reason: string) {
    if (done) return;
    done = true;
    clearTimeout(timer);
    unsubscribe?.();
    peer.close(code, reason);
  }

  return {
    receive(data) {
      if (done || unsubscribe) return;
      clearTimeout(timer);
      const hello = parseHello(data);
      if (!hello) return end(LIVE_CLOSE.badHello, 'expected a hello frame');
      const member = memberForToken(hello.token);
      if (!member) return end(LIVE_CLOSE.unauthorized, 'login.not.session');
      const memberId = member.id;
      // Subscribed before the replay is sent, so nothing published in between is lost.
      unsubscribe = subscribeMemberEvents((id, event) => {
        if (id === memberId) send(event);
      });
      for (const event of memberEventsSince(memberId, hello.since)) send(event);
      peer.send(READY_FRAME);
    },
    closed() {
      done = true;
      clearTimeout(timer);
      unsubscribe?.();
    },
  };
}

export function liveEventsHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/relay/CSP_ImUrl', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/relay/CSP_ImUrl', scenario);
      if (g.stop) return response.untyped(g.stop);
      authed(g.ctx);
      return response(200).json(ok({ url: LIVE_SOCKET_PATH }));
    }),
  ];
}

/** The live-event socket for msw (Vitest's msw/node, Storybook's worker): any origin, the sandbox path. */
export const liveSocket = ws.link(new RegExp(`^wss?://[^/]+${LIVE_SOCKET_PATH}(\\?.*)?$`));

/** msw's handler of the socket: the same session as the dev and preview servers' `ws` server. */
export const liveSocketHandler = liveSocket.addEventListener('connection', ({ client }) => {
  const session = openLiveSession({
    send: (data) => client.send(data),
    close: (code, reason) => client.close(code, reason),
  });
  client.addEventListener('message', (event) => session.receive(event.data));
  client.addEventListener('close', () => session.closed());
});
