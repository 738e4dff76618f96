import type { SectionMeta } from '../../../sections/types';

/** The vendors of a category as tiles that show that vendor's games (SPEC §3 "Vendor category"). */
export const section: SectionMeta = {
  id: 'vendor-list',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      gameType: { description: 'Category whose vendors show when the screen is not a category page.', type: 'string', pattern: '^[A-Z]+$' },
    },
  },
  load: () => import('./vendor-list'),
  placeholder: { minHeight: '48px' },
};
