import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast.ts';
import { api } from '../api-client.ts';
import { useAuthStore } from '../auth/auth-store.ts';
import type { LocationIdList, Me } from '@tn/contracts/users';

/**
 * The signed-in user's profile (GET /api/me): shared because the dashboard and the place pages
 * and cards both show and change its favorites and visited places.
 */
export function getProfile(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/api/me', { signal });
}

export const profileKeys = {
  all: ['me'] as const,
  profile: (uid: string) => [...profileKeys.all, uid, 'profile'] as const,
  /** Everything else the dashboard reads about the user (recommendations). */
  related: (uid: string, part: string) => [...profileKeys.all, uid, part] as const,
};

export function getProfileQueryOptions(uid: string) {
  return queryOptions({
    queryKey: profileKeys.profile(uid),
    queryFn: ({ signal }) => getProfile(signal),
    // Another browser of the same user may have changed it: read again on every refocus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The signed-in user's uid, or null (signed out, or the session still loading). */
export function useSignedInUid(): string | null {
  return useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.uid ?? null) : null));
}

/** The profile of the signed-in user; idle while signed out. */
export function useProfile() {
  const uid = useSignedInUid();
  return useQuery({ ...getProfileQueryOptions(uid ?? ''), enabled: uid !== null });
}

export type PlaceMark = 'favorites' | 'visited';

export interface PlaceMarkChange {
  locationId: number;
  on: boolean;
}

/** PUT (on) or DELETE (off) /api/me/{favorites|visited}/{locationId}. */
export function setPlaceMark(mark: PlaceMark, { locationId, on }: PlaceMarkChange): Promise<LocationIdList> {
  const path = `/api/me/${mark}/${locationId}`;
  return on ? api.put<LocationIdList>(path) : api.delete<LocationIdList>(path);
}

function applyMark(profile: Me, mark: PlaceMark, { locationId, on }: PlaceMarkChange): Me {
  const without = profile[mark].filter((id) => id !== locationId);
  const ids = on ? [...without, locationId] : without;
  return { ...profile, [mark]: ids, counts: { ...profile.counts, [mark]: ids.length } };
}

/**
 * Marks or unmarks a place as favorite or visited. Optimistic: the profile changes at once and
 * goes back, with an error toast, when the server refuses.
 */
export function usePlaceMark(mark: PlaceMark) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const uid = useSignedInUid();
  const key = profileKeys.profile(uid ?? '');
  return useMutation({
    mutationFn: (change: PlaceMarkChange) => setPlaceMark(mark, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Me>(key);
      if (previous) queryClient.setQueryData<Me>(key, applyMark(previous, mark, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('placeMarks.failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
