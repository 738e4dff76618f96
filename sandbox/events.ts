import { onStoreReset } from './store.ts';

/**
 * What the platform tells a signed-in member as it happens (designed: PLATFORM-MEMBER.md says the live channel's
 * protocol is not traced). The socket carries these as JSON frames; `id` is unique per event so a client can drop
 * repeats after a reconnect.
 */
export type MemberEventType =
  | 'message.new'
  | 'deposit.credited'
  | 'deposit.failed'
  | 'withdrawal.approved'
  | 'withdrawal.rejected'
  | 'balance.changed'
  | 'payout.pending';

export interface MemberEvent {
  id: string;
  type: MemberEventType;
  /** Epoch ms on the sandbox clock. */
  at: number;
  payload: Record<string, unknown>;
}

type Listener = (memberId: number, event: MemberEvent) => void;

const listeners = new Set<Listener>();
const history = new Map<number, MemberEvent[]>();
let sequence = 0;

/** Most recent events kept per member, so a reconnecting client can ask for what it missed (`?since=<id>`). */
const HISTORY_LIMIT = 50;

// The sequence survives a reset on purpose: ids never repeat within a server's life, so no client mistakes a new event
// for one it has already shown.
onStoreReset(() => history.clear());

/** Sends an event to the member's open sockets and keeps it for replay; returns it. */
export function publishMemberEvent(memberId: number, type: MemberEventType, payload: Record<string, unknown>, at = Date.now()): MemberEvent {
  sequence += 1;
  const event: MemberEvent = { id: `e${sequence}`, type, at, payload };
  const kept = [...(history.get(memberId) ?? []), event].slice(-HISTORY_LIMIT);
  history.set(memberId, kept);
  for (const listener of listeners) listener(memberId, event);
  return event;
}

/** Listens to every member's events (the socket server and the inbox); returns the unsubscribe. */
export function subscribeMemberEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member's kept events after `sinceId` (all kept events when it is unknown or absent). */
export function memberEventsSince(memberId: number, sinceId?: string | null): MemberEvent[] {
  const kept = history.get(memberId) ?? [];
  const index = sinceId ? kept.findIndex((event) => event.id === sinceId) : -1;
  return index < 0 ? (sinceId ? kept : []) : kept.slice(index + 1);
}
