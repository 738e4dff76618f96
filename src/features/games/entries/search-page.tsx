import { SearchPage } from '../search/search-page';

/** /search?q=: the game search results (its own chunk). */
export default function SearchEntry() {
  return <SearchPage />;
}
