/**
 * How long a visitor's text is, counted the way they count it: characters (Unicode code points)
 * of its NFC form. JavaScript's `length` counts UTF-16 units, so an emoji counts 2, and a
 * Vietnamese letter typed decomposed (e + circumflex + acute, as some keyboards send it) counts
 * 2 or 3. The web app's counters and checks and the services' limits all count this way (the
 * services receive every JSON text in NFC already), so a text the form accepts is never refused
 * for its length, and a limit means the same number of letters in either language.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _character of text.normalize('NFC')) count++;
  return count;
}
