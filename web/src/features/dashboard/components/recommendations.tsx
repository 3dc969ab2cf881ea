import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationImage } from '../../../components/media/location-image.tsx';
import { PlaceMarkToggles } from '../../../components/place/place-mark-toggles.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFocusAfterRemoval } from '../../../hooks/use-focus-after-removal.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { localized } from '../../../lib/localized.ts';
import { formatPercent } from '../../../lib/number-format.ts';
import type { Me } from '@tn/contracts/users';
import { useRecommendations } from '../api/get-recommendations.ts';

/** Up to 3 places for the travel mood, each with its match score, and the mood-match figure. */
export function Recommendations({ profile }: { profile: Me }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useRecommendations();
  // A place marked Visited (or Favorite) leaves the recommendations, and its focused button with
  // it: focus goes to the card now in its place, or to the heading when none is left.
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterRemoval<HTMLDivElement>(query.data?.places, () => heading.current);

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-4" />
        {t('dashboard.recommendations.loading')}
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-700">{t('dashboard.recommendations.loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  } else if (query.data.places.length === 0) {
    body = (
      <p className="text-sm text-stone-600">
        {profile.travelMood ? t('dashboard.recommendations.empty') : t('dashboard.recommendations.chooseMood')}
      </p>
    );
  } else {
    body = (
      <>
        {query.data.moodMatch !== null && (
          // What the figure measures: beside the places' own match scores, a bare "100%" read as
          // a contradiction.
          <div className="mb-4">
            <p className="text-sm text-stone-700">
              {t('dashboard.recommendations.moodMatch', { value: formatPercent(query.data.moodMatch, language, { max: 0 }) })}
            </p>
            <p className="text-xs text-stone-600">{t('dashboard.recommendations.moodMatchHint')}</p>
          </div>
        )}
        {/* Above the cards, where a phone shows it beside the first "Match: n%". */}
        <p className="mb-4 text-xs text-stone-600">{t('dashboard.recommendations.scoreHint')}</p>
        <ul className="grid gap-4 sm:grid-cols-3">
          {query.data.places.slice(0, 3).map((place) => {
            const name = localized(place, 'name', language);
            return (
              <li key={place.locationId} className="flex flex-col overflow-hidden rounded-xl border border-stone-200">
                <LocationImage photo={place.photo} name={name} category={place.category} sizes="(min-width: 640px) 33vw, calc(100vw - 2rem)" className="aspect-[4/3] w-full" />
                <div className="flex flex-1 flex-col gap-2 p-3">
                  <Link to={paths.location(place.slug)} className="font-semibold text-stone-900 hover:text-tea-800 hover:underline">
                    {name}
                  </Link>
                  <p className="text-xs text-stone-600">
                    {t('dashboard.recommendations.score', { value: formatPercent(place.matchScore, language, { max: 0 }) })}
                  </p>
                  <PlaceMarkToggles locationId={place.locationId} name={name} className="mt-auto" />
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="recommendations-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="recommendations-heading" ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold text-stone-900">
        {t('dashboard.recommendations.title')}
      </h2>
      <div {...focus}>{body}</div>
    </section>
  );
}
