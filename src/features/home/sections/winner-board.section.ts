import type { SectionMeta } from '../../../sections/types';

/** The latest 20 winners, scrolling slowly (SPEC §9). */
export const section: SectionMeta = {
  id: 'winner-board',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  load: () => import('./winner-board'),
  placeholder: { minHeight: '19rem' },
};
