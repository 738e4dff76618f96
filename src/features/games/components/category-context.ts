import { createContext, useContext } from 'react';
import type { PageCategory } from '../logic/category';

/** The category page a section is drawn on (null on other screens, e.g. home). */
export const CategoryContext = createContext<PageCategory | null>(null);

/** The category page around a section, if any. */
export function useCategory(): PageCategory | null {
  return useContext(CategoryContext);
}
