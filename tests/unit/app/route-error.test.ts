import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '@/app/screens/route-error-page';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://site.test/assets/promo-1a2b.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://site.test/assets/promo.js')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/promo.css')],
  ])('recognises the %s message', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a chunk failure wrapped by another error', () => {
    const wrapped = new Error('route failed', { cause: new TypeError('Importing a module script failed.') });
    expect(isChunkLoadError(wrapped)).toBe(true);
  });

  it('does not mistake other errors for chunk failures', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
