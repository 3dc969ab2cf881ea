import type { Location } from '@tn/contracts/locations';
import {
  ArrowLeft,
  Clock,
  Images,
  Lightbulb,
  MapPin,
  Navigation,
  Percent,
  Star,
  Swords,
  Tag,
  Ticket,
  Trophy,
  Video,
  Award,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageGallery } from '../../../components/gallery/image-gallery.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { LocationMap } from '../../../components/map/location-map.tsx';
import { hasCoordinates } from '../../../components/map/types.ts';
import { LocationImage } from '../../../components/media/location-image.tsx';
import { PlaceMarkToggles } from '../../../components/place/place-mark-toggles.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { RankValue } from '../../../components/ui/rank-value.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { categoryLabel } from '../../../lib/location-category.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocationBySlug } from '../api/get-location.ts';
import { useScoreHistory } from '../api/get-score-history.ts';
import { useDrawnLater } from '../../../hooks/use-drawn-later.ts';
import { useOnceTrue } from '../../../hooks/use-once-true.ts';
import { directionsUrl } from '../utils/directions.ts';
import { toMapPoint } from '../utils/discover.ts';
import { RecentMatchups } from './detail/recent-matchups.tsx';
import { ScoreHistory } from './detail/score-history.tsx';
import { SimilarLocations } from './detail/similar-locations.tsx';
import { PlacePhotosSection } from './detail/place-photos/place-photos-section.tsx';
import { VideoTour } from './detail/video-tour.tsx';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { numberFormat } from '../../../lib/intl-cache.ts';

/** Location detail: loading spinner, not-found state, then the full page. */
export function LocationDetail({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useLocationBySlug(slug);

  if (query.isPending) {
    return (
      <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-stone-600">
        {/* Not the previous page's title while this one loads. */}
        <PageTitle title={t('app.loading')} />
        <Spinner className="size-8" />
        {t('location.loading')}
      </div>
    );
  }

  if (query.isError) {
    // 400 comes back for slugs that cannot exist (bad characters): the same "not found" for a visitor.
    const notFound = isApiError(query.error, 404) || isApiError(query.error, 400);
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <PageTitle title={notFound ? t('location.notFoundTitle') : t('location.loadError')} />
        <span className="mx-auto mb-6 inline-flex size-16 items-center justify-center rounded-full bg-tea-100 text-tea-700">
          <MapPin aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-2xl font-bold text-stone-900">{notFound ? t('location.notFoundTitle') : t('location.loadError')}</h1>
        {notFound && <p className="mt-3 text-stone-600">{t('location.notFoundMessage')}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('errors.retry')}
            </Button>
          )}
          <Link to={paths.home} className={buttonVariants({ variant: 'primary' })}>
            <ArrowLeft aria-hidden="true" />
            {t('location.backToDiscover')}
          </Link>
          {notFound && (
            <Link to={paths.rankings} className={buttonVariants({ variant: 'outline' })}>
              {t('location.backToRankings')}
            </Link>
          )}
        </div>
      </div>
    );
  }

  return <LocationDetailView location={query.data} />;
}

function LocationDetailView({ location }: { location: Location }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(location, 'name', language);
  const address = localized(location, 'address', language);
  const description = localized(location, 'description', language);
  const history = localized(location, 'history', language);
  const tips = localized(location, 'tips', language);
  const openingHours = localized(location, 'openingHours', language);
  const ticketPrice = localized(location, 'ticketPrice', language);
  const scoreHistorySettled = useOnceTrue(!useScoreHistory(location.id).isPending);
  // The first screen (the header, the facts, the gallery) is drawn with the place; the rest of
  // the page, all below it on a phone, comes after in the background: no long task before the
  // place's name shows.
  const restDrawn = useDrawnLater();

  const winRate = numberFormat(INTL_LOCALE[language], { style: 'percent', maximumFractionDigits: 1 }).format(
    (Number.isFinite(location.winRate) ? location.winRate : 0) / 100,
  );
  const number = numberFormat(INTL_LOCALE[language]);
  // Each photo keeps its own credit; a repeated file is shown once.
  const images = location.photos
    .filter((photo, i, all) => photo.url.trim() !== '' && all.findIndex((p) => p.url === photo.url) === i)
    .map((photo) => ({ src: photo.url, alt: name, caption: name, credit: photo, srcset: photo.srcset, width: photo.width, height: photo.height }));

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
      <PageTitle title={name} />
      <Link to={paths.rankings} className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-tea-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('location.backToRankings')}
      </Link>

      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
            <Trophy aria-hidden="true" className="size-4" />
            {t('location.rank')}: <RankValue rank={location.rank} />
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-tea-50 px-3 py-1 text-sm font-semibold text-tea-900 ring-1 ring-tea-200">
            <Star aria-hidden="true" className="size-4" />
            {t('location.eloScore')}: {number.format(location.eloScore)}
          </span>
          <span className="inline-flex items-center rounded-full bg-white px-3 py-1 text-sm font-medium text-stone-700 ring-1 ring-stone-300">
            {categoryLabel(location.category, t)}
          </span>
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-stone-900 md:text-5xl">{name}</h1>
        {address && (
          <p className="mt-3 flex items-start gap-1.5 text-stone-600 md:text-lg">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-tea-600" />
            {address}
          </p>
        )}
        <PlaceMarkToggles locationId={location.id} name={name} className="mt-4" />
      </header>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Fact icon={<Clock aria-hidden="true" />} label={t('location.openingHours')}>
          {openingHours || t('location.notProvided')}
        </Fact>
        <Fact icon={<Ticket aria-hidden="true" />} label={t('location.ticketPrice')}>
          {ticketPrice || t('location.notProvided')}
        </Fact>
        <Fact icon={<Swords aria-hidden="true" />} label={t('location.matches')}>
          {number.format(location.matches)}
        </Fact>
        <Fact icon={<Award aria-hidden="true" />} label={t('location.wins')}>
          {number.format(location.wins)}
        </Fact>
        <Fact icon={<Percent aria-hidden="true" />} label={t('location.winRate')}>
          {winRate}
        </Fact>
      </dl>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-10">
          <section aria-labelledby="gallery-heading">
            <SectionHeading id="gallery-heading" icon={<Images aria-hidden="true" />}>
              {t('location.gallery.title')}
            </SectionHeading>
            <ImageGallery
              images={images}
              label={t('location.gallery.label', { name })}
              renderFallback={() => (
                <LocationImage photo={null} name={name} category={location.category} className="absolute inset-0" />
              )}
              empty={
                <div className="relative overflow-hidden rounded-2xl">
                  <LocationImage photo={null} name={name} category={location.category} hideName className="aspect-[16/10] w-full" />
                  <p className="absolute inset-x-0 bottom-0 bg-black/55 px-4 py-3 text-center text-sm font-medium text-white">
                    {t('location.gallery.empty')}
                  </p>
                </div>
              }
            />
          </section>

          {restDrawn && <PlacePhotosSection locationId={location.id} placeName={name} />}

          {restDrawn && (
            <section aria-labelledby="video-heading">
              <SectionHeading id="video-heading" icon={<Video aria-hidden="true" />}>
                {t('location.video.heading')}
              </SectionHeading>
              <VideoTour url={location.videoUrl} name={name} />
            </section>
          )}

          {restDrawn && (
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
                <Detail icon={<MapPin aria-hidden="true" />} label={t('location.address')}>
                  {address || t('location.notProvided')}
                </Detail>
                <Detail icon={<Tag aria-hidden="true" />} label={t('location.category')}>
                  {categoryLabel(location.category, t)}
                </Detail>
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
          )}
        </div>

        <aside className="grid content-start gap-6" aria-label={t('location.sidebar')}>
          <section aria-labelledby="tips-heading" className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
            <h2 id="tips-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
              <Lightbulb aria-hidden="true" className="size-5 text-amber-700" />
              {t('location.tips.title')}
            </h2>
            <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-stone-700">{tips || t('location.tips.empty')}</p>
          </section>
          {restDrawn && <ScoreHistory locationId={location.id} />}
          {/* Below the chart once its size is known: its skeleton would otherwise give way to a
              shorter or taller figure and move the panel under it (a layout shift). */}
          {restDrawn && scoreHistorySettled && <RecentMatchups locationId={location.id} />}
        </aside>
      </div>

      {restDrawn && (
        <div className="mt-14">
          <SimilarLocations locationId={location.id} />
        </div>
      )}

      <Link to={paths.rankings} className={buttonVariants({ variant: 'outline', className: 'mt-12' })}>
        <ArrowLeft aria-hidden="true" />
        {t('location.backToRankings')}
      </Link>
    </article>
  );
}

function SectionHeading({ id, icon, children }: { id: string; icon: ReactNode; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900 [&_svg]:size-6 [&_svg]:text-tea-700">
      {icon}
      {children}
    </h2>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white px-4 py-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-stone-500 uppercase [&_svg]:size-4 [&_svg]:text-tea-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-base font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium text-stone-500 [&_svg]:size-4 [&_svg]:text-tea-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-stone-900">{children}</dd>
    </div>
  );
}
