import { act, fireEvent } from '@testing-library/react';

/**
 * A keyboard for jsdom, which dispatches key events but does none of what a browser then does by
 * default: Tab moves focus to the next tab stop, Enter clicks a focused button or link, Space
 * clicks a focused button on key up. Each default runs only when no handler prevented it, as in a
 * browser (arrow keys are left to the page's own handlers). With a dialog open, Tab stays inside
 * it, as the dialog's focus trap keeps it in a browser.
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** What Tab visits, in document order: focusable, enabled, not taken out of the tab order or hidden. */
function tabStops(): HTMLElement[] {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  const scope: ParentNode = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : document.body;
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.closest('[hidden], [inert]') === null &&
      (element as HTMLInputElement).type !== 'hidden',
  );
}

const focused = () => (document.activeElement as HTMLElement | null) ?? document.body;
// A browser clicks only real buttons and links on their own (an element merely given a role does not).
const isButton = (element: Element) =>
  element instanceof HTMLButtonElement || (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type));

/** Presses and releases one key on the focused element, then does what a browser would by default. */
export function press(key: string, { shift = false }: { shift?: boolean } = {}): void {
  const target = focused();
  const init = { key, code: key === ' ' ? 'Space' : key, shiftKey: shift };
  const down = fireEvent.keyDown(target, init);
  if (key === 'Tab' && down) {
    const stops = tabStops();
    const index = stops.indexOf(target);
    const next = shift ? (index <= 0 ? stops.length - 1 : index - 1) : (index + 1) % stops.length;
    act(() => stops[next]?.focus());
  }
  if (key === 'Enter' && down && (isButton(target) || target instanceof HTMLAnchorElement)) fireEvent.click(target);
  const up = fireEvent.keyUp(target, init);
  if (key === ' ' && down && up && isButton(target)) fireEvent.click(target);
}

/**
 * Presses Tab until `reached` holds for the focused element; fails after `max` presses, naming
 * where focus ended up.
 */
export function tabTo(reached: (element: HTMLElement) => boolean, { max = 40, shift = false }: { max?: number; shift?: boolean } = {}): HTMLElement {
  for (let i = 0; i < max; i++) {
    press('Tab', { shift });
    if (reached(focused())) return focused();
  }
  throw new Error(`Tab never reached the element; focus is on ${focused().outerHTML.slice(0, 200)}`);
}

/** Types into the focused text field (one change, as the field's onChange sees typing). */
export function typeText(text: string): void {
  const field = focused();
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) {
    throw new Error(`typing needs a focused text field; focus is on ${field.outerHTML.slice(0, 200)}`);
  }
  fireEvent.change(field, { target: { value: `${field.value}${text}` } });
}
