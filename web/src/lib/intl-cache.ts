/**
 * Intl collators, made once per locale and options. Making one loads the locale's data: tens of
 * milliseconds on a phone the first time, and still a cost on every render that makes a new one.
 * Collators are immutable, so one serves every caller. Numbers, dates and times are written
 * without Intl (./number-format.ts, ./date-format.ts), and a screen that sorts nothing by name
 * does not make one: the first Intl object a page makes is the costly one.
 */

const cache = new Map<string, Intl.Collator>();

export function collator(locale: string, options?: Intl.CollatorOptions): Intl.Collator {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let made = cache.get(key);
  if (made === undefined) {
    made = new Intl.Collator(locale, options);
    cache.set(key, made);
  }
  return made;
}
