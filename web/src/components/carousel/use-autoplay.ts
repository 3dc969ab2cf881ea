import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query.ts';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** True while the tab is in the background: nobody is watching the slides turn. */
function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

export interface AutoplayState {
  /** Rotation is on (not stopped by the user, not reduced motion): drives aria-live. */
  playing: boolean;
  /** Rotation is on and nothing pauses it right now (hover, focus, hidden tab). */
  running: boolean;
  /** False when the user asked for reduced motion: the carousel offers no rotation at all. */
  available: boolean;
  toggle: () => void;
  /** Spread on the carousel root. */
  handlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Auto-advance for a carousel: calls `advance` every `delayMs` while playing, and pauses on
 * hover, while focus is inside, while the tab is hidden; never plays with prefers-reduced-motion.
 * `resetKey` (the current slide) restarts the wait after any move, so a manual step gets a full
 * interval before the next automatic one.
 */
export function useAutoplay({
  delayMs,
  enabled,
  advance,
  resetKey,
}: {
  delayMs: number;
  enabled: boolean;
  advance: () => void;
  resetKey: unknown;
}): AutoplayState {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hidden = useDocumentHidden();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const available = enabled && !reducedMotion;
  const playing = available && !stopped;
  const running = playing && !hovered && !focused && !hidden;

  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => advanceRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs, resetKey]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Focus moving between the carousel's own controls keeps it paused.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return {
    playing,
    running,
    available,
    toggle: useCallback(() => setStopped((value) => !value), []),
    handlers: {
      onMouseEnter: useCallback(() => setHovered(true), []),
      onMouseLeave: useCallback(() => setHovered(false), []),
      onFocus: useCallback(() => setFocused(true), []),
      onBlur,
    },
  };
}
