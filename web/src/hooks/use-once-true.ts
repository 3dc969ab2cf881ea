import { useState } from 'react';

/**
 * False until `value` is first true, then true for good: mounts a lazy part (a dialog fetched on
 * first use) the first time it is wanted, and keeps it mounted so it can animate out and hand
 * focus back when it closes.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
