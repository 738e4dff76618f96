import type { SectionMeta } from '../../../sections/types';

/** Scrolling notices with a live clock; clicking opens the notice popup. */
export const section: SectionMeta = {
  id: 'notice-bar',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  load: () => import('./notice-bar'),
  placeholder: { minHeight: '2.75rem' },
};
