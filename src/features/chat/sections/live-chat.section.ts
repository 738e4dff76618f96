import type { SectionMeta } from '../../../sections/types';

/** The live-casino chat panel (SPEC §1 "a live-casino chat"): streamers and the chat, with the chat room one click away. */
export const section: SectionMeta = {
  id: 'live-chat',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  load: () => import('./live-chat'),
  placeholder: { minHeight: '220px' },
};
