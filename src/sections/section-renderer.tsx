import { Suspense, useMemo, useState, type CSSProperties } from 'react';
import { useMerchant } from '@/merchant';
import { createCallScheduler, type CallScheduler } from './call-scheduler';
import { getSectionEntry, type SectionEntry } from './registry';
import { SectionBoundary } from './section-boundary';
import { SectionPlacementContext } from './section-context';
import type { SectionMeta } from './types';
import './sections.css';

export interface SectionRendererProps {
  /** Key of `merchant.screens`, e.g. `home`. */
  screen: string;
}

function SectionSkeleton({ meta, props }: { meta: SectionMeta; props: Record<string, unknown> }) {
  const placeholder = typeof meta.placeholder === 'function' ? meta.placeholder(props) : meta.placeholder;
  const grid = placeholder?.grid;
  if (grid) {
    const cells: CSSProperties = { gridTemplateColumns: `repeat(auto-fill, minmax(${grid.minCellWidth}, 1fr))`, gap: grid.gap };
    return (
      <div className="section-skeleton-grid" data-section-skeleton={meta.id} aria-hidden="true" style={{ gap: grid.headGap }}>
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
  return <div className="section-skeleton" data-section-skeleton={meta.id} aria-hidden="true" style={style} />;
}

interface SectionProps {
  entry: SectionEntry;
  props: Record<string, unknown>;
  screen: string;
  index: number;
  scheduler: CallScheduler;
}

function Section({ entry, props, screen, index, scheduler }: SectionProps) {
  const { meta } = entry;
  const placement = useMemo(() => ({ screen, index, scheduler }), [screen, index, scheduler]);
  return (
    <SectionBoundary id={meta.id}>
      <SectionPlacementContext.Provider value={placement}>
        <Suspense fallback={<SectionSkeleton meta={meta} props={props} />}>
          <entry.Component {...props} screen={screen} />
        </Suspense>
      </SectionPlacementContext.Provider>
    </SectionBoundary>
  );
}

/**
 * Draws `merchant.screens[screen]` in config order; each section loads lazily inside its own Suspense (a skeleton of
 * the same size holds its place) and error boundary. An id no feature declares is skipped (the merchant check
 * rejects it before release).
 */
export function SectionRenderer({ screen }: SectionRendererProps) {
  const merchant = useMerchant();
  const [scheduler] = useState(() => createCallScheduler());
  const list = merchant.screens[screen] ?? [];
  return (
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
            props={config.props ?? {}}
            screen={screen}
            index={index}
            scheduler={scheduler}
          />
        );
      })}
    </div>
  );
}
