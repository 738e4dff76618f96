/** Turns platform HTML into HTML that cannot run script. */
export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | undefined;
let ready: Sanitize | undefined;

/** The sanitizer if it has already loaded (so content can render in the same pass), else undefined. */
export function loadedSanitizer(): Sanitize | undefined {
  return ready;
}

/**
 * DOMPurify, loaded on first use (it is not part of the first page load). Scripts, event handlers and
 * `javascript:` links are removed; remaining links open in a new tab without access to this page.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // Platform content rarely describes its images; an empty alt marks them decorative instead of unnamed.
      if (node instanceof Element && node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    ready = (html: string) =>
      purify.sanitize(html, {
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
        FORBID_ATTR: ['style'],
        ALLOW_DATA_ATTR: false,
      });
    return ready;
  });
  return loading;
}
