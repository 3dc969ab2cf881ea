import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationEntry } from '@tn/contracts/moderation';
import { api } from '../../../lib/api-client.ts';
import { mergeLogs, type AuditEntry } from '../utils/merge-logs.ts';
import { moderationKeys } from './moderation-queues.ts';

/**
 * The audit log: catalog's decisions (photos) and culinary's (suggestions, reviews), each
 * service's GET …/moderation/log, merged newest first. Either failing fails the whole (a log
 * with a silent gap would mislead).
 */
export async function getAuditLog(signal?: AbortSignal): Promise<AuditEntry[]> {
  const [catalog, culinary] = await Promise.all([
    api.get<ModerationEntry[]>('/api/locations/moderation/log', { signal }),
    api.get<ModerationEntry[]>('/api/restaurants/moderation/log', { signal }),
  ]);
  return mergeLogs({ catalog, culinary });
}

export const auditLogOptions = () =>
  queryOptions({ queryKey: moderationKeys.log(), queryFn: ({ signal }) => getAuditLog(signal), staleTime: 0 });

export const useAuditLog = () => useQuery(auditLogOptions());
