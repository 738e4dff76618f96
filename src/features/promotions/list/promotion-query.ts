import { isCategoryCode, type PromotionCategoryCode } from '../api/types';

/** What the promotions page shows, read from its URL: `?category=SLOTS&page=2` or a detail `?id=108`. */
export interface PromotionsQuery {
  category: PromotionCategoryCode;
  page: number;
  /** A promotion's id: the detail view (banners and announcements link to `/promotions?id=…`). */
  id: number | null;
}

/** Reads the page's query; an unknown category is ALL, a bad page 1, a bad id none. */
export function readPromotionsQuery(search: URLSearchParams): PromotionsQuery {
  const category = search.get('category')?.toUpperCase();
  const page = Number(search.get('page'));
  const id = Number(search.get('id'));
  return {
    category: isCategoryCode(category) ? category : 'ALL',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    id: search.get('id') !== null && Number.isInteger(id) && id > 0 ? id : null,
  };
}

/** The query string of a view (defaults left out, so `/promotions` is all promotions, page 1). */
export function promotionsSearch(query: Partial<PromotionsQuery>): string {
  const params = new URLSearchParams();
  if (query.category && query.category !== 'ALL') params.set('category', query.category);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.id) params.set('id', String(query.id));
  const text = params.toString();
  return text ? `?${text}` : '';
}
