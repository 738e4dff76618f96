import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type SafeInsert } from './sanitize';

/** Platform HTML, shown only once sanitized (nothing is inserted before the sanitizer is ready). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [insert, setInsert] = useState<SafeInsert | null>(() => loadedSanitizer() ?? null);
  useEffect(() => {
    if (insert) return;
    let live = true;
    void loadSanitizer().then((fn) => {
      if (live) setInsert(() => fn);
    });
    return () => {
      live = false;
    };
  }, [insert]);
  // The content is put in before the browser paints, so it never shows empty once the sanitizer is there.
  useLayoutEffect(() => {
    if (insert && ref.current) insert(ref.current, html);
  }, [insert, html]);
  return <div ref={ref} className={className} aria-busy={insert ? undefined : 'true'} />;
}
