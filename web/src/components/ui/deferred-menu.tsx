import { cloneElement, Suspense, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { ChunkBoundary, useLazyPart } from './chunk-boundary.tsx';

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
  const { Part, attempt, failed } = useLazyPart(load);
  const Menu = Part as ComponentType<P & { trigger: ReactElement }>;

  if (wanted) {
    const waiting = cloneElement(trigger, { 'aria-busy': true, 'aria-haspopup': 'menu', 'aria-expanded': false });
    // A menu that could not be fetched: said in a toast, and the next press fetches it again.
    const onError = () => {
      failed();
      setWanted(false);
    };
    return (
      <ChunkBoundary key={attempt} fallback={waiting} onError={onError}>
        <Suspense fallback={waiting}>
          <Menu {...menuProps} trigger={trigger} />
        </Suspense>
      </ChunkBoundary>
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
    // Assistive technology may click without a pointer or a key first.
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) setWanted(true);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      setWanted(true);
    },
  });
}
