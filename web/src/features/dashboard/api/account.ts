import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardExport } from '@tn/contracts/users';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { signOut } from '../../../lib/auth/session.ts';
import { profileKeys } from '../../../lib/me/profile.ts';
import { toast } from '../../../lib/toast.ts';

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

/**
 * Deletes the data, then signs the visitor out and forgets what the cache kept of them: still
 * signed in, the next GET /api/me would record them again (it creates the profile it reads), so
 * nothing is refetched meanwhile. They go home first (`leave`), as the header's Sign out does, or
 * the dashboard would send a signed-out visitor to the sign-in page. The toast is the mutation's
 * own: the settings panel has gone by then, and a call's own callbacks go with it.
 */
export function useDeleteMyData(leave: () => void | Promise<void>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyData,
    onSuccess: async () => {
      await leave();
      const signedOut = await signOut({ farewell: false });
      queryClient.removeQueries({ queryKey: profileKeys.all });
      toast.success(t('dashboard.settings.deleted'), signedOut ? { description: t('auth.goodbye') } : undefined);
    },
  });
}
