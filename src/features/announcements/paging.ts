/** SPEC §9: the notice popup shows 9 items a page. */
export const NOTICE_PAGE_SIZE = 9;

/** How many pages `total` items fill (at least 1, so an empty list still has a page to show). */
export function pageCount(total: number, size: number = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page number brought inside 1…pageCount. */
export function clampPage(page: number, total: number, size: number = NOTICE_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, size));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size: number = NOTICE_PAGE_SIZE): T[] {
  const current = clampPage(page, items.length, size);
  return items.slice((current - 1) * size, current * size);
}
