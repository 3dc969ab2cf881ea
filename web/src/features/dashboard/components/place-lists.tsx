import type { Location } from '@tn/contracts/locations';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceMarkToggles } from '../../../components/place/place-mark-toggles.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DetailTabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { useFocusAfterRemoval } from '../../../hooks/use-focus-after-removal.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { localized } from '../../../lib/localized.ts';
import type { Me } from '@tn/contracts/users';
import { usePlaces } from '../api/get-places.ts';
import { PlannedTrips } from './planned-trips.tsx';

/** Tabs Favorites, Visited and Planned. */
export function PlaceLists({ profile }: { profile: Me }) {
  const { t } = useTranslation();
  const places = usePlaces();

  let content: (ids: number[], empty: string) => ReactNode;
  if (places.isPending) {
    content = () => (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-4" />
        {t('dashboard.lists.loading')}
      </p>
    );
  } else if (places.isError) {
    content = () => (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-700">{t('dashboard.lists.loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void places.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  } else {
    content = (ids, empty) => <PlaceList places={ids.map((id) => places.data.find((p) => p.id === id)).filter((p) => p !== undefined)} empty={empty} />;
  }

  return (
    <section aria-labelledby="lists-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="lists-heading" className="mb-2 text-lg font-semibold text-stone-900">
        {t('dashboard.lists.title')}
      </h2>
      <DetailTabs
        label={t('dashboard.lists.title')}
        tabs={[
          { id: 'favorites', label: t('dashboard.lists.favorites'), content: content(profile.favorites, t('dashboard.lists.noFavorites')) },
          { id: 'visited', label: t('dashboard.lists.visited'), content: content(profile.visited, t('dashboard.lists.noVisited')) },
          {
            id: 'planned',
            label: t('dashboard.lists.planned'),
            content: places.isSuccess ? <PlannedTrips trips={profile.plannedTrips} places={places.data} /> : content([], ''),
          },
        ]}
      />
    </section>
  );
}

function PlaceList({ places, empty }: { places: Location[]; empty: string }) {
  const language = useLanguage();
  // A place taken off the list (its Favorite or Visited button pressed) takes the focused button
  // with it: focus goes to the next place, or to the tab's panel when none is left.
  const focus = useFocusAfterRemoval<HTMLDivElement>(places, (list) => list.closest<HTMLElement>('[role="tabpanel"]'));
  return (
    <div {...focus}>
      {places.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {places.map((place) => {
            const name = localized(place, 'name', language);
            return (
              <li key={place.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 px-4 py-3">
                <Link to={paths.location(place.slug)} className="font-medium text-stone-900 hover:text-tea-800 hover:underline">
                  {name}
                </Link>
                <PlaceMarkToggles locationId={place.id} name={name} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
