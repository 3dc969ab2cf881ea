import type { Location } from '@tn/contracts/locations';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LocationCard } from './location-card.tsx';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3 xl:grid-cols-4';

export function LocationsGrid({ locations }: { locations: readonly Location[] }) {
  return (
    <ul className={gridClass}>
      {locations.map((location, index) => (
        <li key={location.id}>
          <LocationCard location={location} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

/** Same boxes as the real cards, so nothing jumps when data arrives. */
export function LocationsGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={gridClass} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="grid gap-3 p-4">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
