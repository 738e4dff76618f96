import { describe, expect, it } from 'vitest';
import { NOTICE_PAGE_SIZE, clampPage, pageCount, pageItems } from '@/features/announcements';

const items = Array.from({ length: 20 }, (_, i) => i + 1);

describe('notice paging', () => {
  it('pages by 9', () => {
    expect(NOTICE_PAGE_SIZE).toBe(9);
    expect(pageItems(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 2)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(pageItems(items, 3)).toEqual([19, 20]);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(20)).toBe(3);
    expect(pageCount(18)).toBe(2);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(0)).toBe(1);
  });

  it('keeps the page inside the list', () => {
    expect(clampPage(0, 20)).toBe(1);
    expect(clampPage(7, 20)).toBe(3);
    expect(pageItems(items, 99)).toEqual([19, 20]);
  });
});
