import { fireEvent } from '@testing-library/react';

/**
 * Two clicks as quick as a double click: the browser handles the second as an event of its own,
 * so whatever the first queued as a microtask has run, and nothing it queued on a timer has. A
 * mutation's isPending reaches the screen only on a timer tick (TanStack Query tells React on a
 * setTimeout), so the second click still finds the button open.
 */
export async function quickDoubleClick(element: HTMLElement): Promise<void> {
  fireEvent.click(element);
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
  fireEvent.click(element);
}
