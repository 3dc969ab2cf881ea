import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddPlacePhotoBody, CommunityPhoto } from '@tn/contracts/place-photos';
import { api } from '../../../lib/api-client.ts';
import { useSignedInUid } from '../../../lib/me/profile.ts';
import { locationsKeys } from './get-locations.ts';

export const placePhotoKeys = {
  /** The caller's own photos of one place (any status): per user, so a sign-out never shows them to the next. */
  mine: (locationId: number, uid: string) => [...locationsKeys.all, 'photos', 'mine', locationId, uid] as const,
};

/** GET /api/locations/{id}/photos/mine: the signed-in caller's photos of the place, newest first. */
export function getMyPlacePhotos(locationId: number, signal?: AbortSignal): Promise<CommunityPhoto[]> {
  return api.get<CommunityPhoto[]>(`/api/locations/${locationId}/photos/mine`, { signal });
}

export function getMyPlacePhotosQueryOptions(locationId: number, uid: string) {
  return queryOptions({
    queryKey: placePhotoKeys.mine(locationId, uid),
    queryFn: ({ signal }) => getMyPlacePhotos(locationId, signal),
  });
}

/** The caller's photos of the place; idle while signed out. */
export function useMyPlacePhotos(locationId: number) {
  const uid = useSignedInUid();
  return useQuery({ ...getMyPlacePhotosQueryOptions(locationId, uid ?? ''), enabled: uid !== null });
}

/** POST /api/locations/{id}/photos → 201 with the photo, pending until an editor decides. */
export function addPlacePhoto(locationId: number, body: AddPlacePhotoBody): Promise<CommunityPhoto> {
  return api.post<CommunityPhoto>(`/api/locations/${locationId}/photos`, body);
}

/** DELETE /api/locations/{id}/photos/{photoId} → 204: the author withdraws it, whatever its status. */
export function withdrawPlacePhoto(locationId: number, photoId: number): Promise<void> {
  return api.delete(`/api/locations/${locationId}/photos/${photoId}`);
}

/**
 * After a photo is added or withdrawn: the own list reloads, and so does every location answer
 * (a withdrawn approved photo leaves the gallery, the cards and the hero).
 */
function useAfterPhotoWrite() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: locationsKeys.all });
}

export function useAddPlacePhoto(locationId: number) {
  const refresh = useAfterPhotoWrite();
  return useMutation({ mutationFn: (body: AddPlacePhotoBody) => addPlacePhoto(locationId, body), onSuccess: refresh });
}

export function useWithdrawPlacePhoto(locationId: number) {
  const refresh = useAfterPhotoWrite();
  return useMutation({ mutationFn: (photoId: number) => withdrawPlacePhoto(locationId, photoId), onSuccess: refresh });
}
