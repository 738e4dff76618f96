import { createContext, useContext, useEffect, useState } from 'react';
import type { CallScheduler } from './call-scheduler';

/** Where a section sits: its screen, its position, and the screen's call scheduler. */
export interface SectionPlacement {
  screen: string;
  index: number;
  scheduler: CallScheduler;
}

/** Provided by `SectionRenderer` around each section. */
export const SectionPlacementContext = createContext<SectionPlacement | null>(null);

/**
 * Whether the section may start the call `callId` yet (SPEC §9: home calls 300 ms apart, in screen order). Outside a
 * `SectionRenderer` (a story, a test of one section) it is true at once. Pass the result to SWR: `useSWR(ready ? key : null)`.
 */
export function useSectionCall(callId: string): boolean {
  const placement = useContext(SectionPlacementContext);
  const [ready, setReady] = useState(placement === null);
  useEffect(() => {
    if (!placement) return;
    let live = true;
    void placement.scheduler.request(callId, placement.index).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [placement, callId]);
  return ready;
}
