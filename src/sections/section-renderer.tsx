import { memo, startTransition, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { SWRConfig } from 'swr';
import { DEFERRED_DATA } from '@/api/swr';
import { useMerchant } from '@/merchant';
import { createCallScheduler, type CallScheduler } from './call-scheduler';
import { afterLoadIdle } from './idle';
import { getSectionEntry, type SectionEntry } from './registry';
import { SectionBoundary } from './section-boundary';
import { SectionPlacementContext } from './section-context';
import type { SectionMeta } from './types';
import './sections.css';

export interface SectionRendererProps {
  /** Key of `merchant.screens`, e.g. `home`. */
  screen: string;
}

/**
 * Sections from this position on are drawn once the page has loaded and the main thread is idle (one after another,
 * each in its own task), or as soon as they come near the screen: what a phone shows first is drawn first and the
 * rest does not hold up the page becoming usable. Their place is kept by their placeholder meanwhile.
 */
export const EAGER_SECTIONS = 4;

/** How far below the screen a waiting section starts drawing. */
const NEAR_SCREEN = '100% 0px';

function useNear(ref: RefObject<HTMLElement | null>, waiting: boolean, onNear: () => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!waiting || !el || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNear(), {
      rootMargin: NEAR_SCREEN,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, waiting, onNear]);
}

function SectionSkeleton({
  meta,
  props,
  boxRef,
}: {
  meta: SectionMeta;
  props: Record<string, unknown>;
  boxRef?: RefObject<HTMLDivElement | null>;
}) {
  const placeholder = typeof meta.placeholder === 'function' ? meta.placeholder(props) : meta.placeholder;
  const grid = placeholder?.grid;
  if (grid) {
    const cells: CSSProperties = { gridTemplateColumns: `repeat(auto-fill, minmax(${grid.minCellWidth}, 1fr))`, gap: grid.gap };
    return (
      <div ref={boxRef} className="section-skeleton-grid" data-section-skeleton={meta.id} aria-hidden="true" style={{ gap: grid.headGap }}>
        <div className="section-skeleton" style={{ height: grid.headHeight }} />
        <div className="section-skeleton-grid__cells" style={cells}>
          {Array.from({ length: grid.count }, (_, i) => (
            <div key={i} className="section-skeleton" style={{ height: grid.cellHeight }} />
          ))}
        </div>
      </div>
    );
  }
  const style: CSSProperties = { minHeight: placeholder?.minHeight, aspectRatio: placeholder?.aspectRatio };
  return <div ref={boxRef} className="section-skeleton" data-section-skeleton={meta.id} aria-hidden="true" style={style} />;
}

interface SectionProps {
  entry: SectionEntry;
  props: Record<string, unknown>;
  screen: string;
  index: number;
  scheduler: CallScheduler;
  /** Drawn now; else its placeholder until it comes near the screen. */
  due: boolean;
  /** Told once the section has been drawn (the next waiting one may follow). */
  onDrawn: (index: number) => void;
}

/** Re-drawn only when its own props change: the list re-renders each time a waiting section is released or drawn. */
const Section = memo(function Section({ entry, props, screen, index, scheduler, due, onDrawn }: SectionProps) {
  const { meta } = entry;
  const placement = useMemo(() => ({ screen, index, scheduler }), [screen, index, scheduler]);
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const show = due || near;
  const nearNow = useMemo(() => () => startTransition(() => setNear(true)), []);
  useNear(box, !show, nearNow);
  useEffect(() => {
    if (show) onDrawn(index);
  }, [show, index, onDrawn]);
  if (!show) return <SectionSkeleton meta={meta} props={props} boxRef={box} />;
  return (
    <SectionBoundary id={meta.id}>
      <SectionPlacementContext.Provider value={placement}>
        <Suspense fallback={<SectionSkeleton meta={meta} props={props} />}>
          <entry.Component {...props} screen={screen} />
        </Suspense>
      </SectionPlacementContext.Provider>
    </SectionBoundary>
  );
});

const NO_PROPS: Record<string, unknown> = {};

/**
 * Draws `merchant.screens[screen]` in config order; each section loads lazily inside its own Suspense (a skeleton of
 * the same size holds its place) and error boundary. An id no feature declares is skipped (the merchant check
 * rejects it before release).
 */
export function SectionRenderer({ screen }: SectionRendererProps) {
  const merchant = useMerchant();
  const [scheduler] = useState(() => createCallScheduler());
  const list = merchant.screens[screen] ?? [];
  // Sections before this index are drawn; the next one follows once the page is idle after the last one was drawn.
  const [dueBefore, setDueBefore] = useState(EAGER_SECTIONS);
  const [lastDrawn, setLastDrawn] = useState(-1);
  const onDrawn = useMemo(() => (index: number) => setLastDrawn((last) => Math.max(last, index)), []);
  useEffect(() => {
    if (dueBefore >= list.length || lastDrawn < dueBefore - 1) return undefined;
    return afterLoadIdle(() => startTransition(() => setDueBefore((n) => n + 1)));
  }, [dueBefore, lastDrawn, list.length]);
  // Each section's data renders in a transition (`deferredData`): answers landing one after another do not each
  // block the page for a synchronous render.
  return (
    <SWRConfig value={DEFERRED_DATA}>
      <div className="section-list" data-screen={screen}>
        {list.map((config, index) => {
          const entry = getSectionEntry(config.id);
          if (!entry) {
            console.error(`Unknown section "${config.id}" on screen "${screen}"`);
            return null;
          }
          return (
            <Section
              // Config order is fixed for a brand; the index keeps two sections with one id apart.
              key={`${index}:${config.id}`}
              entry={entry}
              props={config.props ?? NO_PROPS}
              screen={screen}
              index={index}
              scheduler={scheduler}
              due={index < dueBefore}
              onDrawn={onDrawn}
            />
          );
        })}
      </div>
    </SWRConfig>
  );
}
