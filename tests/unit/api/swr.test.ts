import { describe, expect, it } from 'vitest';
import type { State } from 'swr';
import { sessionCache } from '@/api/swr';

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
