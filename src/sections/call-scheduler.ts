/** SPEC §9: home calls are spaced this far apart. */
export const CALL_GAP_MS = 300;

export interface CallScheduler {
  /**
   * Resolves when the call may start. Calls are released one per `gap`, lowest `order` first (a screen passes the
   * section's position, so what is above the fold goes first); a `callId` already released resolves at once, so two
   * sections sharing one call do not wait twice.
   */
  request(callId: string, order: number): Promise<void>;
}

interface Pending {
  callId: string;
  order: number;
  waiters: (() => void)[];
}

/** A scheduler that spaces calls `gap` ms apart; the clock is injectable for tests. */
export function createCallScheduler(
  gap: number = CALL_GAP_MS,
  clock: { now: () => number; setTimeout: (fn: () => void, ms: number) => unknown } = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  },
): CallScheduler {
  const released = new Set<string>();
  const queue: Pending[] = [];
  let lastRelease = Number.NEGATIVE_INFINITY;
  let timer = false;

  function releaseNext() {
    timer = false;
    queue.sort((a, b) => a.order - b.order);
    const next = queue.shift();
    if (!next) return;
    released.add(next.callId);
    lastRelease = clock.now();
    for (const resolve of next.waiters) resolve();
    schedule();
  }

  function schedule() {
    if (timer || queue.length === 0) return;
    const wait = Math.max(0, lastRelease + gap - clock.now());
    if (wait === 0) {
      releaseNext();
      return;
    }
    timer = true;
    clock.setTimeout(releaseNext, wait);
  }

  return {
    request(callId, order) {
      if (released.has(callId)) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const pending = queue.find((p) => p.callId === callId);
        if (pending) {
          pending.order = Math.min(pending.order, order);
          pending.waiters.push(resolve);
        } else {
          queue.push({ callId, order, waiters: [resolve] });
        }
        // Calls asked for in the same render pass are ordered together before the first one goes.
        queueMicrotask(schedule);
      });
    },
  };
}
