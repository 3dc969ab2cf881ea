import type { ModerationEntry } from '@tn/contracts/moderation';

/** Which service wrote an entry: the ids of the two logs overlap, so the source keeps them apart. */
export type LogSource = 'catalog' | 'culinary';
export type AuditEntry = ModerationEntry & { source: LogSource };

/** Both services' logs as one, newest first (the same instant: catalog first, then by id, so the order is stable). */
export function mergeLogs(logs: Record<LogSource, readonly ModerationEntry[]>): AuditEntry[] {
  const all: AuditEntry[] = [
    ...logs.catalog.map((entry) => ({ ...entry, source: 'catalog' as const })),
    ...logs.culinary.map((entry) => ({ ...entry, source: 'culinary' as const })),
  ];
  const time = (entry: AuditEntry) => {
    const ms = Date.parse(entry.at);
    return Number.isNaN(ms) ? 0 : ms;
  };
  return all.sort((a, b) => time(b) - time(a) || a.source.localeCompare(b.source) || b.id - a.id);
}
