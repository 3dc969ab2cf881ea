import type { Location } from '@tn/contracts/locations';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { LocationCard } from './location-card.tsx';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3 xl:grid-cols-4';

export function LocationsGrid({ locations }: { locations: readonly Location[] }) {
  return (
    <ul className={gridClass}>
      {/* Below the hero, the map and the featured places on every screen: all loaded lazily. */}
      {locations.map((location) => (
        <li key={location.id}>
          <LocationCard location={location} />
        </li>
      ))}
    </ul>
  );
}

/** Same boxes as the real cards, so nothing jumps when data arrives. */
export function LocationsGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <ul className={cn(gridClass, className)} aria-hidden="true">
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
