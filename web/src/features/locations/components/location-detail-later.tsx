import type { Location } from '@tn/contracts/locations';
import { MapPin, Navigation, Tag, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocationMap } from '../../../components/map/location-map.tsx';
import { hasCoordinates } from '../../../components/map/types.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useOnceTrue } from '../../../hooks/use-once-true.ts';
import { categoryLabel } from '../../../lib/location-category.ts';
import { localized } from '../../../lib/localized.ts';
import { useScoreHistory } from '../api/get-score-history.ts';
import { directionsUrl } from '../utils/directions.ts';
import { toMapPoint } from '../utils/discover.ts';
import { PlacePhotosSection } from './detail/place-photos/place-photos-section.tsx';
import { RecentMatchups } from './detail/recent-matchups.tsx';
import { ScoreHistory } from './detail/score-history.tsx';
import { SectionHeading } from './detail/section-heading.tsx';
import { SimilarLocations } from './detail/similar-locations.tsx';
import { VideoTour } from './detail/video-tour.tsx';

/*
 * The parts of a place's page below its first screen (on a phone), a chunk of their own: the
 * first screen (the header, the facts, the gallery, the tips) needs none of their code or data,
 * so the place's name shows without waiting for them.
 */

/** Under the gallery: visitors' photos, the video tour, the description with its map and directions. */
export function LocationDetailMain({ location }: { location: Location }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(location, 'name', language);
  const address = localized(location, 'address', language);
  const description = localized(location, 'description', language);
  const history = localized(location, 'history', language);

  return (
    <>
      <PlacePhotosSection locationId={location.id} placeName={name} />

      <section aria-labelledby="video-heading">
        <SectionHeading id="video-heading" icon={<Video aria-hidden="true" />}>
          {t('location.video.heading')}
        </SectionHeading>
        <VideoTour url={location.videoUrl} name={name} />
      </section>

      <section aria-labelledby="about-heading" className="rounded-2xl border border-stone-200 bg-white p-5 md:p-7">
        <h2 id="about-heading" className="text-2xl font-bold tracking-tight text-stone-900">
          {t('location.about')}
        </h2>
        <p className="mt-4 leading-relaxed whitespace-pre-line text-stone-700">{description}</p>
        {history && (
          <>
            <h3 className="mt-6 text-lg font-semibold text-stone-900">{t('location.history')}</h3>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-stone-700">{history}</p>
          </>
        )}
        <h3 className="mt-6 text-lg font-semibold text-stone-900">{t('location.details')}</h3>
        <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
          <Fact icon={<MapPin aria-hidden="true" />} label={t('location.address')}>
            {address || t('location.notProvided')}
          </Fact>
          <Fact icon={<Tag aria-hidden="true" />} label={t('location.category')}>
            {categoryLabel(location.category, t)}
          </Fact>
        </dl>
        {hasCoordinates(location) && (
          <LocationMap
            single
            points={[toMapPoint(location, language)]}
            label={t('location.mapLabel', { name })}
            height="20rem"
            className="mt-6"
          />
        )}
        <a
          href={directionsUrl(name, address)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ className: 'mt-5' })}
        >
          <Navigation aria-hidden="true" />
          {t('location.directions')}
          <span className="sr-only"> ({t('location.newTab')})</span>
        </a>
      </section>
    </>
  );
}

/** Under the tips: where the place stood this month, then its recent matchups. */
export function LocationDetailAside({ locationId }: { locationId: number }) {
  const scoreHistorySettled = useOnceTrue(!useScoreHistory(locationId).isPending);
  return (
    <>
      <ScoreHistory locationId={locationId} />
      {/* Below the chart once its size is known: its skeleton would otherwise give way to a
          shorter or taller figure and move the panel under it (a layout shift). */}
      {scoreHistorySettled && <RecentMatchups locationId={locationId} />}
    </>
  );
}

/** At the end: places like this one. */
export function LocationDetailEnd({ locationId }: { locationId: number }) {
  return (
    <div className="mt-14">
      <SimilarLocations locationId={locationId} />
    </div>
  );
}
