import { useLayoutEffect, useRef, type FocusEvent } from 'react';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Keeps keyboard focus in a list whose items can leave under it (a Favorite or Visited toggle
 * that takes its own place off the list). When the item holding focus is gone after `items`
 * changed and focus fell to the page, focus goes to the item now in its place (the next one, or
 * the last), else to `whenEmpty()`; otherwise Tab would start again from the top of the page.
 * Spread the returned props on the element that holds the list's <li> items.
 */
export function useFocusAfterRemoval<T extends HTMLElement>(items: unknown, whenEmpty: (list: T) => HTMLElement | null | undefined) {
  const ref = useRef<T>(null);
  // The index of the <li> that held focus, while focus is in the list.
  const focusedItem = useRef<number | null>(null);
  const fallback = useRef(whenEmpty);
  fallback.current = whenEmpty;

  useLayoutEffect(() => {
    const list = ref.current;
    const index = focusedItem.current;
    if (!list || index === null || list.contains(document.activeElement)) return;
    focusedItem.current = null;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const rows = [...list.querySelectorAll('li')];
    const row = rows[Math.min(index, rows.length - 1)];
    (row?.querySelector<HTMLElement>(FOCUSABLE) ?? fallback.current(list))?.focus();
  }, [items]);

  return {
    ref,
    onFocus: (event: FocusEvent<T>) => {
      const row = (event.target as HTMLElement).closest('li');
      const index = row ? [...event.currentTarget.querySelectorAll('li')].indexOf(row) : -1;
      focusedItem.current = index >= 0 ? index : null;
    },
    // Focus moved elsewhere on purpose; a removed button sends no element to go to.
    onBlur: (event: FocusEvent<T>) => {
      if (event.relatedTarget !== null) focusedItem.current = null;
    },
  };
}
