/**
 * The live-event socket's frames (designed; the contract's CSP_ImUrl describes the protocol): the client opens with a
 * hello carrying the login token and the last event id it handled, the server replays what came after it, says ready
 * (a frame the client has no use for, so it is ignored like any frame that is not an event), then pushes events.
 */

/** What the platform tells a signed-in member as it happens. */
export const LIVE_EVENT_TYPES = [
  'message.new',
  'deposit.credited',
  'deposit.failed',
  'withdrawal.approved',
  'withdrawal.rejected',
  'balance.changed',
  'payout.pending',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** One pushed event (LiveEventFrame in the contract). */
export interface LiveEvent {
  /** Unique for the server's life: an id seen before is a replay. */
  id: string;
  type: LiveEventType;
  /** Epoch ms on the server's clock. */
  at: number;
  payload: Record<string, unknown>;
}

/** The server closed because the token is not (or no longer) a session: do not reconnect. */
export const CLOSE_UNAUTHORIZED = 4001;

/** The client's first frame on every (re)connection (LiveHelloFrame in the contract). */
export function helloFrame(token: string, since: string | null): string {
  return JSON.stringify({ type: 'hello', token, since });
}

const isType = (value: unknown): value is LiveEventType => (LIVE_EVENT_TYPES as readonly unknown[]).includes(value);

/** A text frame as an event; null for anything else (unknown types are ignored, so the server may add some). */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!frame || typeof frame !== 'object') return null;
  const { id, type, at, payload } = frame as Record<string, unknown>;
  if (typeof id !== 'string' || !id || !isType(type) || typeof at !== 'number') return null;
  const body = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  return { id, type, at, payload: body };
}

/**
 * The socket address from CSP_ImUrl's `url`: an absolute ws:/wss: URL as given, or a path resolved against the page
 * with its scheme switched (http → ws, https → wss).
 */
export function socketUrl(url: string, page: string): string {
  const resolved = new URL(url, page);
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  else if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  return resolved.toString();
}
