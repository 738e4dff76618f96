import type { SectionMeta } from '../../../sections/types';

/** The decorative, ever-growing jackpot number (SPEC §9). */
export const section: SectionMeta = {
  id: 'jackpot-counter',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  load: () => import('./jackpot-counter'),
  placeholder: { minHeight: '6rem' },
};
