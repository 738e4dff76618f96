// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import useSWR, { SWRConfig, type State } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { deferredData, sessionCache, sessionOnce } from '@/api/swr';

const state = (data: unknown): State => ({ data });

describe('sessionCache', () => {
  it('persists session: keys to sessionStorage and restores them in a new cache', () => {
    const cache = sessionCache();
    cache.set('session:hot-games', state([{ nodeId: 1 }]));
    cache.set('@"session:winners",20,', state(['w']));
    cache.set('/wps/member/info', state({ id: 1 }));
    expect(sessionStorage.getItem('swr:session:hot-games')).toBe('[{"nodeId":1}]');
    expect(sessionStorage.getItem('swr:/wps/member/info')).toBeNull();

    const reloaded = sessionCache();
    expect(reloaded.get('session:hot-games')?.data).toEqual([{ nodeId: 1 }]);
    expect(reloaded.get('@"session:winners",20,')?.data).toEqual(['w']);
    expect(reloaded.get('/wps/member/info')).toBeUndefined();
  });

  it('forgets a deleted key in storage too', () => {
    const cache = sessionCache();
    cache.set('session:vendors', state({ lanes: [] }));
    cache.delete('session:vendors');
    expect(sessionStorage.getItem('swr:session:vendors')).toBeNull();
    expect(sessionCache().get('session:vendors')).toBeUndefined();
  });

  it('forgets the stored copy when the data is cleared, so a reload does not bring it back', () => {
    const cache = sessionCache();
    cache.set('session:balance', state({ sum: 10 }));
    cache.set('session:balance', state(undefined));
    expect(sessionStorage.getItem('swr:session:balance')).toBeNull();
    expect(sessionCache().get('session:balance')).toBeUndefined();
  });
});

describe('sessionOnce', () => {
  // A fresh page: a new cache restored from sessionStorage, as after a reload.
  const page = ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { provider: sessionCache, use: [sessionOnce], dedupingInterval: 0 } }, children);

  it('does not ask again after a reload for a session-cached key', async () => {
    const winners = vi.fn<() => Promise<string[]>>(async () => ['w1']);
    const first = renderHook(() => useSWR('session:winners:EN', winners), { wrapper: page });
    await waitFor(() => expect(first.result.current.data).toEqual(['w1']));
    first.unmount();

    const reloaded = renderHook(() => useSWR('session:winners:EN', winners), { wrapper: page });
    expect(reloaded.result.current.data).toEqual(['w1']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(winners).toHaveBeenCalledTimes(1);
  });

  it('asks for an array key named session: once, and asks again for any other key on mount', async () => {
    const wallet = vi.fn<() => Promise<{ isSingle: number }>>(async () => ({ isSingle: 1 }));
    const balance = vi.fn<() => Promise<number>>(async () => 10);
    for (let visit = 0; visit < 2; visit += 1) {
      const view = renderHook(() => [useSWR(['session:merchant-wallet', 'LS'], wallet), useSWR('/wps/v2/wallets/balance', balance)] as const, {
        wrapper: page,
      });
      await waitFor(() => expect(view.result.current[1].data).toBe(10));
      await waitFor(() => expect(balance).toHaveBeenCalledTimes(visit + 1));
      view.unmount();
    }
    expect(wallet).toHaveBeenCalledTimes(1);
  });
});

describe('deferredData', () => {
  const deferred = ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { provider: () => new Map(), use: [deferredData], dedupingInterval: 0 } }, children);

  it('shows the answer, and never a render that has finished loading with nothing to show', async () => {
    const seen: { data: unknown; isLoading: boolean; error: unknown }[] = [];
    const { result } = renderHook(
      () => {
        const swr = useSWR('winners', async () => ['w1']);
        seen.push({ data: swr.data, isLoading: swr.isLoading, error: swr.error });
        return swr;
      },
      { wrapper: deferred },
    );
    await waitFor(() => expect(result.current.data).toEqual(['w1']));
    expect(seen[0]).toEqual({ data: undefined, isLoading: true, error: undefined });
    expect(seen.filter((s) => !s.isLoading && s.data === undefined && s.error === undefined)).toEqual([]);
  });

  it("shows a new key's own state at once, not the last key's data", async () => {
    const seen: [string, unknown][] = [];
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => {
        const swr = useSWR(['downlines', id], async ([, who]) => `list of ${who}`);
        seen.push([id, swr.data]);
        return swr;
      },
      { wrapper: deferred, initialProps: { id: 'agent01' } },
    );
    await waitFor(() => expect(result.current.data).toBe('list of agent01'));
    rerender({ id: 'agent01sub' });
    await waitFor(() => expect(result.current.data).toBe('list of agent01sub'));
    expect(seen.filter(([id, data]) => id === 'agent01sub' && data === 'list of agent01')).toEqual([]);
  });

  it("keeps what useSWRInfinite adds: a list loads its next page (the game list's load more)", async () => {
    const { result } = renderHook(
      () => useSWRInfinite((index) => ['games', index + 1], async ([, page]) => [`game ${page}`]),
      { wrapper: deferred },
    );
    await waitFor(() => expect(result.current.data).toEqual([['game 1']]));
    expect(result.current.size).toBe(1);
    await result.current.setSize(2);
    await waitFor(() => expect(result.current.data).toEqual([['game 1'], ['game 2']]));
  });

  it('passes errors and mutate through', async () => {
    const { result } = renderHook(() => useSWR<string>('broken', async () => Promise.reject(new Error('down'))), { wrapper: deferred });
    await waitFor(() => expect(result.current.error).toEqual(new Error('down')));
    await result.current.mutate('fixed', { revalidate: false });
    await waitFor(() => expect(result.current.data).toBe('fixed'));
  });
});
