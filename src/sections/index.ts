/** Config-driven screens: the section registry and the renderer. */
export { SectionRenderer } from './section-renderer';
export type { SectionRendererProps } from './section-renderer';
export { sectionRegistry, getSection, getSectionEntry } from './registry';
export type { SectionEntry } from './registry';
export { useSectionCall, SectionPlacementContext } from './section-context';
export type { SectionPlacement } from './section-context';
export { createCallScheduler, CALL_GAP_MS } from './call-scheduler';
export { afterLoadIdle } from './idle';
export type { CallScheduler } from './call-scheduler';
export type { SectionMeta, SectionBaseProps, SectionPlaceholder, JsonSchema } from './types';
