/**
 * Intl formatters, made once per locale and options. Making one loads the locale's data: tens of
 * milliseconds on a phone the first time, and still a cost on every render that makes a new one
 * (a place's page made four per drawing). Formatters are immutable, so one serves every caller.
 * Numbers, dates and times are written without Intl (./number-format.ts, ./date-format.ts), and
 * a screen that needs none of these does not make one: the first one a page makes is the costly
 * one.
 */

const cache = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  cached('collator', locale, options, () => new Intl.Collator(locale, options));
