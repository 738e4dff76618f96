/** Puts platform HTML into an element as content that cannot run script (it replaces what the element held). */
export type SafeInsert = (target: HTMLElement, html: string) => void;

/** Elements platform content may not bring, beyond what every sanitizer removes (script, iframe, handlers …). */
const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

let loading: Promise<SafeInsert> | undefined;
let ready: SafeInsert | undefined;

/** Links open in a new tab without access to this page; images without a description are decorative. */
function finish(node: Element): void {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  // Platform content rarely describes its images; an empty alt marks them decorative instead of unnamed.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
}

type SetHtml = (html: string, options: { sanitizer: Sanitizer }) => void;

/**
 * The browser's own HTML sanitizer (`Element.setHTML`: Chrome and Edge 146+, Firefox 148+), which always removes
 * script, frames, event handlers and `javascript:` URLs, on top of its default allow-list (no style attributes, no
 * data attributes, no comments) with images and classes added. Undefined where the browser has none, or a different draft of it.
 */
function nativeInsert(): SafeInsert | undefined {
  const setHTML = (Element.prototype as unknown as { setHTML?: SetHtml }).setHTML;
  if (typeof setHTML !== 'function' || typeof globalThis.Sanitizer !== 'function') return undefined;
  try {
    const sanitizer = new Sanitizer();
    for (const tag of FORBIDDEN_TAGS) sanitizer.removeElement(tag);
    sanitizer.removeAttribute('style');
    sanitizer.setDataAttributes(false);
    // Kept as DOMPurify keeps them (the default list has no images and no classes): promotion rules and help
    // articles carry pictures.
    sanitizer.allowElement({ name: 'img', attributes: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height'] });
    sanitizer.allowAttribute('class');
    return (target, html) => {
      setHTML.call(target, html, { sanitizer });
      for (const node of target.querySelectorAll('a[href], img')) finish(node);
    };
  } catch {
    return undefined;
  }
}

/** The sanitizer if it is ready (so content can render in the same pass), else undefined. */
export function loadedSanitizer(): SafeInsert | undefined {
  ready ??= nativeInsert();
  return ready;
}

/**
 * The browser's sanitizer where it has one (nothing to download), else DOMPurify, loaded on first use (it is not part
 * of the first page load). Either way scripts, event handlers, `javascript:` links, styles, forms and frames are
 * removed; remaining links open in a new tab without access to this page.
 */
export function loadSanitizer(): Promise<SafeInsert> {
  const native = loadedSanitizer();
  if (native) return Promise.resolve(native);
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element) finish(node);
    });
    ready = (target, html) => {
      target.innerHTML = purify.sanitize(html, { FORBID_TAGS: FORBIDDEN_TAGS, FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false });
    };
    return ready;
  });
  return loading;
}
