import { useCallback, useRef } from 'react';

/**
 * Starts a call only when none that this component started is still on its way; `send` gets the
 * function to call once its call has settled. A mutation's isPending (which puts its button in
 * the pending state that refuses clicks) reaches the screen only a timer tick after mutate(),
 * since TanStack Query tells React of changes on a setTimeout: the second click of a quick double
 * click still found the button open, and sent the call again (a review deleted, then "it no
 * longer exists").
 *
 * Telling React on a microtask instead (notifyManager.setScheduler(queueMicrotask)) closes the
 * button in time, but was tried and not kept: a mutation that awaits its refetch before settling
 * then has the refetched list drawn first. A withdrawn photo's row, dialog and mutation went before
 * the mutation's own onSuccess ran (no toast, keyboard focus lost to the page); a removed trip
 * left the list before its "Trip removed" toast and the choice of where focus goes.
 */
export function useSingleFlight(): (send: (settled: () => void) => void) => void {
  const busy = useRef(false);
  return useCallback((send: (settled: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    send(() => {
      busy.current = false;
    });
  }, []);
}
