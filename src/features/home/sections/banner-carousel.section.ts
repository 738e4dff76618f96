import type { SectionMeta } from '../../../sections/types';

/** Auto-scrolling banners of one group (SPEC §2 "Banner"); the first banner is the page's largest paint. */
export const section: SectionMeta = {
  id: 'banner-carousel',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      group: {
        description: 'Banner group to show (SPEC §2 banner group names); absent means the bannerGroup of the category page, else w_home.',
        enum: [
          'w_home', 'w_promotions', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_elott', 'w_lott',
          'w_download', 'w_shop', 'w_help', 'w_reg', 'w_login', 'w_bingo', 'w_cockfight', 'w_video', 'w_forget',
        ],
      },
    },
  },
  load: () => import('./banner-carousel'),
  placeholder: { aspectRatio: '3 / 1' },
};
