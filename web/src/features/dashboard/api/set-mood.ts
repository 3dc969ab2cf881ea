import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys, useSignedInUid } from '../../../lib/me/profile.ts';
import type { TravelMood } from '@tn/contracts/constants';
import type { Me, MoodAnswer } from '@tn/contracts/users';

/** PUT /api/me/mood. */
export function setMood(travelMood: TravelMood): Promise<MoodAnswer> {
  return api.put<MoodAnswer>('/api/me/mood', { travelMood });
}

/** Optimistic like the place marks: the choice shows at once and goes back if refused. */
export interface SetMoodCallbacks {
  onSuccess: (mood: TravelMood) => void;
  onError: () => void;
  onSettled: (mood: TravelMood) => void;
}

export function useSetMood({ onSuccess, onError, onSettled }: SetMoodCallbacks) {
  const queryClient = useQueryClient();
  const uid = useSignedInUid();
  const key = profileKeys.profile(uid ?? '');
  return useMutation({
    mutationFn: setMood,
    // One at a time, in the order chosen: the last choice is the one the server keeps.
    scope: { id: 'travel-mood' },
    onMutate: async (travelMood) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Me>(key);
      if (previous) queryClient.setQueryData<Me>(key, { ...previous, travelMood });
      return { previous };
    },
    onError: (_error, _mood, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onError();
    },
    onSuccess: (_result, mood) => onSuccess(mood),
    // The recommendations follow the mood.
    onSettled: (_result, _error, mood) => {
      onSettled(mood);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
