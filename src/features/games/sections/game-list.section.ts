import type { SectionMeta } from '../../../sections/types';

/** A category's game list with search, vendor, sub-type and live filters (SPEC §2); on a category page it lists that category. */
export const section: SectionMeta = {
  id: 'game-list',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      gameType: { description: 'Category listed when the screen is not a category page (e.g. RNG).', type: 'string', pattern: '^[A-Z]+$' },
      searchable: { description: 'Show the search field (default true).', type: 'boolean' },
    },
  },
  load: () => import('./game-list'),
  placeholder: { minHeight: '600px' },
};
