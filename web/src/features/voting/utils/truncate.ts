const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Text stored for a place is shown as text, never as HTML. Some sourced
 * descriptions still carry markup or entities, so they are reduced to plain text first:
 * tags dropped, common entities decoded, whitespace collapsed.
 */
export function toPlainText(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity[0] === '#') {
        const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}

export const ELLIPSIS = '…';

/**
 * A card description is cut to `limit` plain-text characters. When the last space
 * of the cut lies beyond 80 % of the limit, the cut ends there (no half word); otherwise it
 * stays at the limit (one very long word is still cut). An ellipsis marks a cut.
 */
export function truncate(text: string, limit: number): string {
  const plain = toPlainText(text);
  // Code points, not UTF-16 units: an emoji or astral character is never split in half.
  const chars = Array.from(plain);
  if (chars.length <= limit) return plain;
  const head = chars.slice(0, limit);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > limit * 0.8 ? head.slice(0, lastSpace) : head;
  return `${cut.join('').trimEnd()}${ELLIPSIS}`;
}
