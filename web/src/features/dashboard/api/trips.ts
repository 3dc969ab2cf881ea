import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/me/profile.ts';
import type { CreateTripBody, Trip, UpdateTripBody } from '@tn/contracts/users';

/** POST /api/me/trips → 201 with the trip. */
export function addTrip(body: CreateTripBody): Promise<Trip> {
  return api.post<Trip>('/api/me/trips', body);
}

/** PATCH /api/me/trips/{id}. */
export function updateTrip(id: string, body: UpdateTripBody): Promise<Trip> {
  return api.patch<Trip>(`/api/me/trips/${encodeURIComponent(id)}`, body);
}

/** DELETE /api/me/trips/{id}. */
export function removeTrip(id: string): Promise<void> {
  return api.delete(`/api/me/trips/${encodeURIComponent(id)}`);
}

function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.all });
}

export function useAddTrip() {
  const onSettled = useRefreshProfile();
  return useMutation({ mutationFn: addTrip, onSettled });
}

export function useUpdateTrip() {
  const onSettled = useRefreshProfile();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: UpdateTripBody }) => updateTrip(id, body), onSettled });
}

export function useRemoveTrip() {
  const onSettled = useRefreshProfile();
  return useMutation({ mutationFn: removeTrip, onSettled });
}
