import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * False until the element has come on screen (within `margin` of it), then true for good: what
 * is costly to build (a map) is built when a visitor can see it, not while the page loads below
 * the first screen. Without IntersectionObserver (old browsers, jsdom): true at once.
 */
export function useNearScreen<T extends Element>(margin = '0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
