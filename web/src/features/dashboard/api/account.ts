import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardExport } from '@tn/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/me/profile.ts';

/** GET /api/me/export: everything stored about the user, as JSON. */
export function exportMyData(): Promise<DashboardExport> {
  return api.get<DashboardExport>('/api/me/export');
}

/** DELETE /api/me: the profile, favorites, visits and trips go; accepted votes stay counted. */
export function deleteMyData(): Promise<void> {
  return api.delete('/api/me');
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}

export function useDeleteMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
