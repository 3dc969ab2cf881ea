import { Check, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { usePlaceMark, useProfile, type PlaceMark } from '../../lib/me/profile.ts';

/**
 * Favorite and Visited toggles for one place (aria-pressed buttons). Rendered only for a
 * signed-in user whose profile has loaded; signed out there is nothing to show.
 */
export function PlaceMarkToggles({ locationId, name, className }: { locationId: number; name: string; className?: string }) {
  const profile = useProfile();
  if (!profile.data) return null;
  return (
    <div className={cn('relative z-10 flex flex-wrap gap-2', className)}>
      <MarkToggle mark="favorites" locationId={locationId} name={name} pressed={profile.data.favorites.includes(locationId)} />
      <MarkToggle mark="visited" locationId={locationId} name={name} pressed={profile.data.visited.includes(locationId)} />
    </div>
  );
}

function MarkToggle({ mark, locationId, name, pressed }: { mark: PlaceMark; locationId: number; name: string; pressed: boolean }) {
  const { t } = useTranslation();
  const mutation = usePlaceMark(mark);
  const Icon = mark === 'favorites' ? Heart : Check;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => mutation.mutate({ locationId, on: !pressed })}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 transition-colors',
        pressed ? 'bg-tea-700 text-white ring-tea-700 hover:bg-tea-800' : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-100',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4', pressed && mark === 'favorites' && 'fill-current')} />
      {/* One name whether pressed or not (aria-pressed tells the state); the place's name only for screen readers. */}
      {t(`placeMarks.${mark}.label`)}{' '}
      <span className="sr-only">{name}</span>
    </button>
  );
}
