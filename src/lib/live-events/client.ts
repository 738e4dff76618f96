import ReconnectingWebSocket from 'partysocket/ws';
import { CLOSE_UNAUTHORIZED, helloFrame, parseLiveEvent, type LiveEvent } from './protocol';

/** Reconnect delays: 1 s, then doubling up to 30 s; a connection that stays up 5 s starts again from 1 s. */
export const BACKOFF = {
  minReconnectionDelay: 1000,
  maxReconnectionDelay: 30_000,
  reconnectionDelayGrowFactor: 2,
  minUptime: 5000,
  connectionTimeout: 10_000,
} as const;

/** Event ids remembered to drop replays; far more than the server replays after a reconnect. */
const REMEMBERED_IDS = 500;

export interface LiveEventClientOptions {
  /** The socket's address, asked again before every (re)connection (a rejected promise counts as a failed attempt). */
  url: () => Promise<string>;
  /** The login token sent in the hello; without one the socket is closed and not reopened. */
  token: () => string | null;
  /** Each new event, once: replays after a reconnect are dropped by id. */
  onEvent: (event: LiveEvent) => void;
  /** The server refused the token (close 4001): the client has stopped. */
  onUnauthorized?: () => void;
  /** A WebSocket class other than the page's (tests). */
  WebSocket?: unknown;
  /** Other reconnect delays (tests). */
  backoff?: Partial<typeof BACKOFF>;
}

export interface LiveEventClient {
  /** Closes the socket for good (sign-out, unmount). */
  stop(): void;
  /** The id of the last event handled: the `since` of the next hello. */
  readonly lastEventId: string | null;
}

/**
 * The one live-event connection: a reconnecting WebSocket (partysocket, with backoff) that says hello with the token
 * and the last event id on every (re)connection and hands each event on once.
 */
export function startLiveEvents(options: LiveEventClientOptions): LiveEventClient {
  const seen = new Set<string>();
  let lastEventId: string | null = null;
  let stopped = false;

  const socket = new ReconnectingWebSocket(options.url, undefined, {
    ...BACKOFF,
    ...options.backoff,
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    // Nothing is queued: the hello is sent once the socket is open, with the id known at that moment.
    maxEnqueuedMessages: 0,
    shouldReconnectOnClose: (event) => event.code !== CLOSE_UNAUTHORIZED,
  });

  function stop() {
    if (stopped) return;
    stopped = true;
    socket.close();
  }

  socket.addEventListener('open', () => {
    const token = options.token();
    if (!token) return stop();
    socket.send(helloFrame(token, lastEventId));
  });

  socket.addEventListener('message', (message) => {
    const event = parseLiveEvent(message.data);
    if (!event || seen.has(event.id)) return;
    seen.add(event.id);
    if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value as string);
    lastEventId = event.id;
    options.onEvent(event);
  });

  socket.addEventListener('close', (event) => {
    if (event.code !== CLOSE_UNAUTHORIZED || stopped) return;
    stop();
    options.onUnauthorized?.();
  });

  return {
    stop,
    get lastEventId() {
      return lastEventId;
    },
  };
}
