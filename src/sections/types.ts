import type { ComponentType } from 'react';

/** A JSON Schema object (draft 2020-12) describing a section's config props. */
export type JsonSchema = Record<string, unknown>;

/** What every section component receives besides its config props. */
export interface SectionBaseProps {
  /** The screen drawing the section (e.g. `home`), so one component can serve several screens. */
  screen: string;
}

/**
 * Space a section keeps while its code loads, so nothing below it moves (CSS values). `grid` draws a heading line
 * and `count` cells laid out as the section lays out its items (`repeat(auto-fill, minmax(minCellWidth, 1fr))`), so
 * the space is exact at every screen width.
 */
export interface SectionPlaceholder {
  minHeight?: string;
  aspectRatio?: string;
  grid?: { headHeight: string; headGap: string; count: number; minCellWidth: string; cellHeight: string; gap: string };
}

/**
 * A section as declared by `src/features/<area>/sections/<id>.section.ts`. The meta file imports no React and no
 * app code: the merchant check loads it in Node to validate config props against `propsSchema`.
 * @example export const section: SectionMeta = { id: 'notice-bar', propsSchema: { type: 'object' }, load: () => import('./notice-bar') };
 */
export interface SectionMeta {
  /** Id used in `merchant.screens[screen][i].id`. */
  id: string;
  /** JSON Schema of the props a merchant may set; `{}` when absent. */
  propsSchema: JsonSchema;
  /** Loads the component module (default export); called only when a screen shows the section. */
  // Each component declares its own props; the merchant check guarantees config matches them.
  load: () => Promise<{ default: ComponentType<any> }>;
  /** Space kept while the component loads; a function gets the section's config props. */
  placeholder?: SectionPlaceholder | ((props: Record<string, unknown>) => SectionPlaceholder);
}
