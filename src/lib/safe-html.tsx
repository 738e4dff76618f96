import { useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './sanitize';

/** Platform HTML, shown only once sanitized (nothing is inserted before DOMPurify has loaded). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loadedSanitizer() ?? null);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void loadSanitizer().then((fn) => {
      if (live) setSanitize(() => fn);
    });
    return () => {
      live = false;
    };
  }, [sanitize]);
  if (!sanitize) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
