import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionMeta } from './types';

// Metas are a few lines each, so they load eagerly; each component stays in its own chunk until drawn.
const modules = import.meta.glob<{ section: SectionMeta }>('/src/features/*/sections/*.section.ts', { eager: true });

function collect(): Map<string, SectionMeta> {
  const byId = new Map<string, SectionMeta>();
  for (const [file, mod] of Object.entries(modules)) {
    const meta = mod.section;
    if (!meta) throw new Error(`${file} must export "section"`);
    if (byId.has(meta.id)) throw new Error(`Section id "${meta.id}" is declared twice (${file})`);
    byId.set(meta.id, meta);
  }
  return byId;
}

/** Every registered section by id. */
export const sectionRegistry: ReadonlyMap<string, SectionMeta> = collect();

/** The meta of a section id, or undefined when no feature declares it. */
export function getSection(id: string): SectionMeta | undefined {
  return sectionRegistry.get(id);
}

/** A registered section with its lazily loaded component (created once per id, so React keeps its state). */
export interface SectionEntry {
  meta: SectionMeta;
  Component: LazyExoticComponent<ComponentType<Record<string, unknown>>>;
}

const entries = new Map<string, SectionEntry>(
  [...sectionRegistry.values()].map((meta) => [meta.id, { meta, Component: lazy(meta.load) }]),
);

/** The section of an id with its lazy component, or undefined when no feature declares it. */
export function getSectionEntry(id: string): SectionEntry | undefined {
  return entries.get(id);
}
