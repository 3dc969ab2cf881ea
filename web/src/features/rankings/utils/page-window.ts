/** At most this many page-number buttons. */
const PAGE_WINDOW = 5;

/**
 * The page numbers to offer: with 5 pages or fewer, or on pages 1-3, pages 1-5
 * (capped at the total); within the last 2 pages, the last 5; otherwise two either side of
 * the current page.
 */
export function pageWindow(current: number, total: number): number[] {
  const count = Math.min(PAGE_WINDOW, Math.max(0, total));
  let first: number;
  if (total <= PAGE_WINDOW || current <= 3) first = 1;
  else if (current >= total - 1) first = total - PAGE_WINDOW + 1;
  else first = current - 2;
  return Array.from({ length: count }, (_, i) => first + i);
}
