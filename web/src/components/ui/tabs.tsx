import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface DetailTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs within a page (WAI-ARIA tabs pattern): one tab stop, arrows move and select, Home and
 * End jump; only the selected panel is rendered (a map in a hidden panel would measure zero).
 * `selected` and `onSelect` let the page keep the choice (in its address, say); without them the
 * tabs keep it themselves.
 */
export function DetailTabs({
  tabs,
  label,
  className,
  selected: kept,
  onSelect,
}: {
  tabs: readonly DetailTab[];
  label: string;
  className?: string;
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  const baseId = useId();
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const selected = kept ?? own;
  const setSelected = onSelect ?? setOwn;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!current) return null;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current.id);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    // min-w-0: the tab row scrolls within the page's width; as a grid item it would otherwise
    // widen its column to every label side by side (363 px on a 320 px phone).
    <div className={cn('min-w-0', className)}>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-stone-200">
        {tabs.map((tab) => {
          const active = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px h-11 shrink-0 rounded-t-lg border-b-2 px-4 text-sm font-medium whitespace-nowrap transition-colors',
                active ? 'border-tea-700 text-tea-900' : 'border-transparent text-stone-600 hover:text-tea-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        tabIndex={0}
        // Focused after an action (a decision on /admin), it scrolls into view with the tabs
        // above it still in sight, below the sticky header.
        className="scroll-mt-32 pt-6"
      >
        {current.content}
      </div>
    </div>
  );
}
