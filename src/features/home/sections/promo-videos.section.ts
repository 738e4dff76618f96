import type { SectionMeta } from '../../../sections/types';

/** Promotional videos; only links of the video sharing site are embedded (SPEC §5). */
export const section: SectionMeta = {
  id: 'promo-videos',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      group: { description: 'Banner group whose links are the videos; absent means w_video.', type: 'string', pattern: '^w_[a-z]+$' },
      max: { description: 'How many videos to show at most (default 2).', type: 'integer', minimum: 1, maximum: 6 },
    },
  },
  load: () => import('./promo-videos'),
  placeholder: { minHeight: '16rem' },
};
