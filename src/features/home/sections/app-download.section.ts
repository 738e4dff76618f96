import type { SectionMeta } from '../../../sections/types';

/** QR codes for the Android and iOS apps (SPEC §2 "Download QR"). */
export const section: SectionMeta = {
  id: 'app-download',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  load: () => import('./app-download'),
  placeholder: { minHeight: '10rem' },
};
