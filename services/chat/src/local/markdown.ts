/**
 * The small markdown subset answers use (bold, lists, links). Text quoted from the data is
 * escaped, so a description cannot add a link, emphasis or markup of its own.
 */
export const plain = (text: string) => text.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`).replace(/\s*\n+\s*/g, ' ');

/** A link whose text is escaped and whose target is one of ours (an app path or a maps URL). */
export const link = (text: string, href: string) => `[${plain(text)}](${href.replace(/[()\s]/g, encodeURIComponent)})`;

export const bold = (text: string) => `**${text}**`;

export const bullets = (lines: readonly string[]) => lines.map((l) => `- ${l}`).join('\n');

/** Paragraphs, empty ones dropped. */
export const paragraphs = (parts: readonly (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n');
