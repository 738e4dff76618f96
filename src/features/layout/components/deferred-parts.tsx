import { lazy, Suspense } from 'react';

// Their own chunk, out of the first load: the footer starts below the fold (the shell's main is a screen tall) and the
// right rail is fixed in a gutter the page keeps from the first paint (layout.css), so neither moves anything in.
const LazyFooter = lazy(() => import('./Footer'));
const LazyRightBar = lazy(() => import('./RightBar'));

/** The site footer (`Footer.tsx`), loaded after the first screen's code. */
export function Footer() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
}

/** The right-side rail (`RightBar.tsx`), loaded after the first screen's code. */
export function RightBar() {
  return (
    <Suspense fallback={null}>
      <LazyRightBar />
    </Suspense>
  );
}
