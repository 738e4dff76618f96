import { describe, expect, it } from 'vitest';
import { promotionsSearch, readPromotionsQuery } from '@/features/promotions/list/promotion-query';

describe('promotions query', () => {
  it('reads the filter, page and detail id from the URL, falling back to all, page 1 and no detail', () => {
    expect(readPromotionsQuery(new URLSearchParams('category=slots&page=2'))).toEqual({ category: 'SLOTS', page: 2, id: null });
    expect(readPromotionsQuery(new URLSearchParams('id=108'))).toEqual({ category: 'ALL', page: 1, id: 108 });
    expect(readPromotionsQuery(new URLSearchParams('category=<script>&page=-1&id=abc'))).toEqual({ category: 'ALL', page: 1, id: null });
  });

  it('writes only what differs from the defaults', () => {
    expect(promotionsSearch({ category: 'ALL', page: 1 })).toBe('');
    expect(promotionsSearch({ category: 'CARD_GAMES', page: 3 })).toBe('?category=CARD_GAMES&page=3');
    expect(promotionsSearch({ id: 102 })).toBe('?id=102');
  });
});
