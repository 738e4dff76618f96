import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_GAP_MS, createCallScheduler } from '@/sections/call-scheduler';

describe('createCallScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function track(scheduler: ReturnType<typeof createCallScheduler>, callId: string, order: number, log: string[]) {
    void scheduler.request(callId, order).then(() => log.push(`${callId}@${Date.now() - start}`));
  }
  let start = 0;

  it('spaces calls 300 ms apart, lowest position first', async () => {
    start = Date.now();
    const scheduler = createCallScheduler();
    const log: string[] = [];
    track(scheduler, 'winners', 5, log);
    track(scheduler, 'hot', 3, log);
    track(scheduler, 'banners', 0, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['banners@0']);
    await vi.advanceTimersByTimeAsync(CALL_GAP_MS - 1);
    expect(log).toEqual(['banners@0']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['banners@0', 'hot@300']);
    await vi.advanceTimersByTimeAsync(CALL_GAP_MS);
    expect(log).toEqual(['banners@0', 'hot@300', 'winners@600']);
    expect(CALL_GAP_MS).toBe(300);
  });

  it('lets a call two sections share go once, and at once when it already went', async () => {
    start = Date.now();
    const scheduler = createCallScheduler();
    const log: string[] = [];
    track(scheduler, 'notice', 0, log);
    track(scheduler, 'notice', 1, log);
    track(scheduler, 'winners', 2, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['notice@0', 'notice@0']);
    track(scheduler, 'notice', 4, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['notice@0', 'notice@0', 'notice@0']);
    await vi.advanceTimersByTimeAsync(CALL_GAP_MS);
    expect(log).toEqual(['notice@0', 'notice@0', 'notice@0', 'winners@300']);
  });

  it('starts a late call at once when the gap has already passed', async () => {
    start = Date.now();
    const scheduler = createCallScheduler();
    const log: string[] = [];
    track(scheduler, 'a', 0, log);
    await vi.advanceTimersByTimeAsync(1000);
    track(scheduler, 'b', 1, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['a@0', 'b@1000']);
  });
});
