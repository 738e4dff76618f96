import { BookmarksPage } from '../bookmarks/bookmarks-page';

/** /bookmarks: favourite and recently played games (its own chunk). */
export default function BookmarksEntry() {
  return <BookmarksPage />;
}
