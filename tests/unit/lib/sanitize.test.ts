// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadSanitizer } from '@/lib/sanitize';

const PAYLOAD =
  '<p style="color:red" data-x="1">Read <b>this</b></p><img src="x.png" onerror="alert(1)"><script>alert(1)</script>' +
  '<a href="javascript:alert(1)">bad</a><a href="https://example.test/rules">rules</a><svg onload="alert(1)"></svg>' +
  '<iframe srcdoc="x"></iframe><form><input value="1"><button>Go</button></form><style>p{}</style>';

// jsdom has no Element.setHTML, so this is the DOMPurify path; the browser tests cover the browser's own sanitizer.
describe('platform HTML (DOMPurify where the browser has no sanitizer)', () => {
  it('keeps text, images and links, and removes script, handlers, javascript: links, styles, forms and frames', async () => {
    const insert = await loadSanitizer();
    const target = document.createElement('div');
    insert(target, PAYLOAD);
    expect(target.textContent).toContain('Read this');
    expect(target.querySelector('script, iframe, form, input, button, style, [onerror], [onload], [style], [data-x]')).toBeNull();
    expect(target.innerHTML).not.toContain('javascript:');
    const link = target.querySelector<HTMLAnchorElement>('a[href="https://example.test/rules"]');
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener noreferrer');
    expect(target.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('replaces what the element held', async () => {
    const insert = await loadSanitizer();
    const target = document.createElement('div');
    insert(target, '<p>first</p>');
    insert(target, '<p>second</p>');
    expect(target.textContent).toBe('second');
  });
});
