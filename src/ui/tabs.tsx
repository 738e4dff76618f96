import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  /** Stable id, reported by `onChange`. */
  id: string;
  /** The tab's text (its accessible name). */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  panel: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Controlled selection; leave out to let the component keep it. */
  selected?: string;
  /** Initial selection when uncontrolled; defaults to the first tab. */
  defaultSelected?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select (wrapping), Home and End jump to the ends,
 * and only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, selected, defaultSelected, onChange, className }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = tabs.some((tab) => tab.id === (selected ?? own)) ? (selected ?? own) : tabs[0]?.id;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function select(id: string, focus: boolean) {
    if (selected === undefined) setOwn(id);
    onChange?.(id);
    if (focus) refs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    select(target.id, true);
  }

  return (
    <div className={['ui-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => select(tab.id, false)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {tab.id === current ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
