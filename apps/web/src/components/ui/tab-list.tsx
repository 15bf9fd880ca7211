import { useRef, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';

export interface TabListProps<T extends string> {
  /** Names the set of tabs for screen readers (translated). */
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The id of each tab, for the panel's aria-labelledby. */
  tabId: (value: T) => string;
  /** The id of the one panel the tabs switch. */
  panelId: string;
  className?: string;
}

/**
 * WAI-ARIA tabs that switch one panel: one tab stop, arrow keys move and select (mirrored in
 * right-to-left pages), Home and End jump to the ends. The row scrolls sideways when it is wider
 * than the screen, and the selected tab is scrolled into view as the keys move.
 */
export function TabList<T extends string>({ label, tabs, value, onChange, tabId, panelId, className }: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = tabs.findIndex((tab) => tab.value === value);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!.value;
    onChange(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={clsx('flex gap-1 overflow-x-auto border-b border-line', className)} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              if (node) refs.current.set(tab.value, node);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={clsx(
              '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:focus-ring-inset',
              selected ? 'border-primary text-page-fg' : 'border-transparent text-muted-fg hover:text-page-fg',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
