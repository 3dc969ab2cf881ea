import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, keyboard focus goes to the page (`page`, its <main>) when the move
 * took it away: the link followed belonged to the page left, so focus fell to <body>, a screen
 * reader said nothing of the new page, and Tab started again from the top. Focus that is still
 * somewhere (a header link, the assistant's panel, a field the new page focused itself) stays.
 * A change of the query string alone (a filter, a page of a list) is not a move.
 */
export function useFocusAfterNavigation(page: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const lost = () => document.activeElement === null || document.activeElement === document.body;
    if (lost()) page.current?.focus({ preventScroll: true });
  }, [pathname, page]);
}
