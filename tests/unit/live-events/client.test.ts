import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF, startLiveEvents, type LiveEventClient } from '@/lib/live-events/client';
import type { LiveEvent } from '@/lib/live-events/protocol';

/** A WebSocket the test drives: it opens, delivers frames and drops when told. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  readonly sent: string[] = [];
  readonly createdAt = Date.now();
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.drop(code, reason);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  push(event: Partial<LiveEvent> & { id: string }) {
    const frame = { type: 'deposit.credited', at: 1, payload: {}, ...event };
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason, wasClean: code === 1000 }));
  }
}

const latest = () => FakeSocket.instances.at(-1)!;
const hello = (socket: FakeSocket) => JSON.parse(socket.sent[0] ?? 'null') as { type: string; token: string; since: string | null };

let client: LiveEventClient | undefined;

/** Drops the current socket and measures how long the client waits before the next one (100 ms steps). */
async function delayAfterDrop(): Promise<number> {
  const count = FakeSocket.instances.length;
  const dropped = Date.now();
  latest().drop();
  while (FakeSocket.instances.length === count) await vi.advanceTimersByTimeAsync(100);
  return latest().createdAt - dropped;
}

function start(overrides: { token?: () => string | null; onUnauthorized?: () => void } = {}) {
  const events: LiveEvent[] = [];
  client = startLiveEvents({
    url: () => Promise.resolve('ws://localhost/wps/sandbox-im'),
    token: overrides.token ?? (() => 'sbx-token'),
    onEvent: (event) => events.push(event),
    WebSocket: FakeSocket,
    ...(overrides.onUnauthorized ? { onUnauthorized: overrides.onUnauthorized } : {}),
  });
  return events;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
});

afterEach(() => {
  client?.stop();
  client = undefined;
  vi.useRealTimers();
});

describe('startLiveEvents', () => {
  it('connects at once and opens with a hello carrying the token and no last event', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(1);
    latest().open();
    expect(hello(latest())).toEqual({ type: 'hello', token: 'sbx-token', since: null });
  });

  it('hands each event on once and drops the replays a reconnect brings', async () => {
    const events = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().push({ id: 'e1' });
    latest().push({ id: 'e2', type: 'message.new' });
    latest().push({ id: 'e2', type: 'message.new' });
    latest().drop();

    await vi.advanceTimersByTimeAsync(BACKOFF.minReconnectionDelay);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    // The reconnect asks for what came after the last event handled.
    expect(hello(latest())).toEqual({ type: 'hello', token: 'sbx-token', since: 'e2' });
    // The server replays from an older point: only e3 is new.
    latest().push({ id: 'e1' });
    latest().push({ id: 'e2', type: 'message.new' });
    latest().push({ id: 'e3', type: 'balance.changed' });

    expect(events.map((e) => `${e.id} ${e.type}`)).toEqual(['e1 deposit.credited', 'e2 message.new', 'e3 balance.changed']);
    expect(client?.lastEventId).toBe('e3');
  });

  it('ignores frames that are not events', async () => {
    const events = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    latest().dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ id: 'x', type: 'unknown.kind', at: 1 }) }));
    expect(events).toEqual([]);
  });

  it('waits longer after each failed attempt, up to the maximum, and starts again after a connection that stayed up', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) delays.push(await delayAfterDrop());
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);

    // Up for longer than minUptime: the next drop waits the shortest delay again.
    latest().open();
    await vi.advanceTimersByTimeAsync(BACKOFF.minUptime);
    expect(await delayAfterDrop()).toBe(BACKOFF.minReconnectionDelay);
  });

  it('stops for good when the server refuses the token (close 4001)', async () => {
    const onUnauthorized = vi.fn<() => void>();
    start({ onUnauthorized });
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().drop(4001, 'login.not.session');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('closes and never reconnects once stopped (sign-out)', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    client?.stop();
    expect(latest().readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('stops instead of saying hello without a token', async () => {
    start({ token: () => null });
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    expect(latest().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
