import { cloneElement, lazy, Suspense, useMemo, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';

/** A menu, as its module gives it: renders open, with `trigger` as its trigger. */
export type MenuComponent<P> = ComponentType<P & { trigger: ReactElement }>;

interface DeferredMenuProps<P extends object> {
  /** The button that opens the menu, as it looks before and after the menu is loaded. */
  trigger: ReactElement<Record<string, unknown>>;
  /** Fetches the menu (a dynamic import); a stable function, called ahead on hover or focus. */
  load: () => Promise<{ default: MenuComponent<P> }>;
  /** What the menu needs besides its trigger. */
  menuProps: P;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header menu whose code (Radix's menu and its positioning, a good share of the first load)
 * is fetched on first use: until then `trigger` is a plain button that says it opens a menu; a
 * press or an opening key fetches the menu (ahead on hover or focus) and opens it. From then on
 * it is the ordinary Radix menu.
 */
export function DeferredMenu<P extends object>({ trigger, load, menuProps }: DeferredMenuProps<P>) {
  const [wanted, setWanted] = useState(false);
  const Menu = useMemo(() => lazy(load), [load]) as ComponentType<P & { trigger: ReactElement }>;

  if (wanted) {
    return (
      <Suspense fallback={cloneElement(trigger, { 'aria-busy': true, 'aria-haspopup': 'menu', 'aria-expanded': false })}>
        <Menu {...menuProps} trigger={trigger} />
      </Suspense>
    );
  }
  const prefetch = () => void load().catch(() => {});
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    // Radix opens its menus on pointerdown (not click); this does the same.
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      setWanted(true);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      setWanted(true);
    },
  });
}
