const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string): Intl.Segmenter | null {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return null;
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity: 'word' });
    }
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/**
 * Words in `text` as a person counts them (SPEC §5 "between {0} and {1} words"): by the language's word breaks, so
 * Chinese and Thai, written without spaces, count words too; punctuation and emoji are not words. Shared with the
 * sandbox, so the form and the platform count alike.
 */
export function countWords(text: string, language = 'en'): number {
  const segmenter = segmenterFor(language.toLowerCase());
  if (!segmenter) return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}
