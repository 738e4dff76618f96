import type { ThemeTokens } from './types';

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const c = parseInt(part!, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Foreground/background token pairs that carry text and must reach WCAG AA (4.5). */
export const CONTRAST_PAIRS: readonly { fg: keyof ThemeTokens; bg: keyof ThemeTokens }[] = [
  { fg: 'colorText', bg: 'colorBackground' },
  { fg: 'colorText', bg: 'colorSurface' },
  { fg: 'colorTextMuted', bg: 'colorSurface' },
  { fg: 'colorOnPrimary', bg: 'colorPrimary' },
  { fg: 'colorOnHeader', bg: 'colorHeader' },
];

/** Minimum contrast for normal-size text (WCAG 2.x AA). */
export const MIN_CONTRAST = 4.5;
