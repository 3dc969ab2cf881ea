import type { Location } from '@tn/contracts/locations';
import { ArrowLeft, Clock, Images, Lightbulb, MapPin, Percent, Star, Swords, Ticket, Trophy, Award } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ImageGallery } from '../../../components/gallery/image-gallery.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { PageUnavailable } from '../../../components/page/page-unavailable.tsx';
import { LocationImage } from '../../../components/media/location-image.tsx';
import { PlaceMarkToggles } from '../../../components/place/place-mark-toggles.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { RankValue } from '../../../components/ui/rank-value.tsx';
import { WinRateValue } from '../../../components/ui/win-rate-value.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { categoryLabel } from '../../../lib/location-category.ts';
import { localized } from '../../../lib/localized.ts';
import { rankingsReturnPath } from '../../../lib/rankings-return.ts';
import { useLocationBySlug } from '../api/get-location.ts';
import { placeGalleryImages } from '../utils/gallery-images.ts';
import { useAfterPaint } from '../../../hooks/use-after-paint.ts';
import { SectionHeading } from './detail/section-heading.tsx';
import { formatNumber } from '../../../lib/number-format.ts';

// The page below its first screen is a chunk of its own, asked for once the first screen is drawn.
const loadLater = () => import('./location-detail-later.tsx');
const LaterMain = lazy(() => loadLater().then((m) => ({ default: m.LocationDetailMain })));
const LaterAside = lazy(() => loadLater().then((m) => ({ default: m.LocationDetailAside })));
const LaterEnd = lazy(() => loadLater().then((m) => ({ default: m.LocationDetailEnd })));

/** Location detail: loading spinner, not-found state, then the full page. */
export function LocationDetail({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useLocationBySlug(slug);
  // The place's first drawing comes from this deferred copy: React draws it in the background,
  // in slices that never block a tap (the query's answer would otherwise be drawn in one long
  // task), and the loading state stays until it is done.
  const location = useDeferredValue(query.data);

  if (query.isError) {
    // 400 comes back for slugs that cannot exist (bad characters): the same "not found" for a visitor.
    const notFound = isApiError(query.error, 404) || isApiError(query.error, 400);
    return (
      <PageUnavailable
        notFound={notFound}
        notFoundTitle={t('location.notFoundTitle')}
        notFoundMessage={t('location.notFoundMessage')}
        notFoundLinks={
          <Link to={paths.rankings} className={buttonVariants({ variant: 'outline' })}>
            {t('location.backToRankings')}
          </Link>
        }
        loadError={t('location.loadError')}
        backTo={paths.home}
        backLabel={t('location.backToDiscover')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  if (location === undefined) {
    return (
      <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-stone-600">
        {/* Not the previous page's title while this one loads. */}
        <PageTitle title={t('app.loading')} />
        <Spinner className="size-8" />
        {t('location.loading')}
      </div>
    );
  }

  return <LocationDetailView location={location} />;
}

function LocationDetailView({ location }: { location: Location }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(location, 'name', language);
  const address = localized(location, 'address', language);
  const tips = localized(location, 'tips', language);
  const openingHours = localized(location, 'openingHours', language);
  const ticketPrice = localized(location, 'ticketPrice', language);
  // The first screen (the header, the facts, the gallery, the tips) is drawn with the place; the
  // rest of the page, all below it on a phone, once that is on screen, drawn in the background
  // (its code and data asked for then): nothing else is fetched or drawn before the place's name
  // shows, and the gallery's photo has the connection to itself meanwhile.
  const restDrawn = useDeferredValue(useAfterPaint());

  const images = placeGalleryImages(location, name);
  const backToRankings = rankingsReturnPath(useLocation().state);

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
      <PageTitle title={name} />
      <Link to={backToRankings} className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-tea-800 hover:underline">
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
            {t('location.eloScore')}: {formatNumber(location.eloScore, language)}
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
          {formatNumber(location.matches, language)}
        </Fact>
        <Fact icon={<Award aria-hidden="true" />} label={t('location.wins')}>
          {formatNumber(location.wins, language)}
        </Fact>
        <Fact icon={<Percent aria-hidden="true" />} label={t('location.winRate')}>
          <WinRateValue matches={location.matches} winRate={location.winRate} />
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
                <LocationImage photo={null} name={name} category={location.category} />
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

          {restDrawn && (
            <Suspense fallback={null}>
              <LaterMain location={location} />
            </Suspense>
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
          {restDrawn && (
            <Suspense fallback={null}>
              <LaterAside locationId={location.id} />
            </Suspense>
          )}
        </aside>
      </div>

      {restDrawn && (
        <Suspense fallback={null}>
          <LaterEnd locationId={location.id} />
        </Suspense>
      )}

      <Link to={backToRankings} className={buttonVariants({ variant: 'outline', className: 'mt-12' })}>
        <ArrowLeft aria-hidden="true" />
        {t('location.backToRankings')}
      </Link>
    </article>
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
