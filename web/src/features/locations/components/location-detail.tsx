import type { Location } from '@tn/contracts/locations';
import { ArrowLeft, Clock, MapPin, Tag, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationImage } from '../../../components/media/location-image.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { categoryLabel } from '../../../lib/location-category.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocationBySlug } from '../api/get-location.ts';

/** Minimal detail screen; the full one (gallery, video, map, similar places) is a later issue. */
export function LocationDetail({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useLocationBySlug(slug);

  if (query.isPending) return <LocationDetailSkeleton />;

  if (query.isError) {
    // 400 comes back for slugs that cannot exist (bad characters): the same "not found" for a visitor.
    const notFound = isApiError(query.error, 404) || isApiError(query.error, 400);
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <title>{notFound ? t('location.notFoundTitle') : t('location.loadError')}</title>
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
  const openingHours = localized(location, 'openingHours', language);
  const ticketPrice = localized(location, 'ticketPrice', language);

  return (
    <article className="mx-auto max-w-5xl px-4 py-6 md:px-6 md:py-10">
      <title>{`${name} – ${t('app.title')}`}</title>
      <Link to={paths.home} className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-tea-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('location.backToDiscover')}
      </Link>

      <header className="mt-4">
        <span className="inline-block rounded-full bg-tea-50 px-2.5 py-0.5 text-xs font-medium text-tea-800 ring-1 ring-tea-200">
          {categoryLabel(location.category, t)}
        </span>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{name}</h1>
        {address && (
          <p className="mt-2 flex items-start gap-1.5 text-stone-600">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-tea-600" />
            {address}
          </p>
        )}
      </header>

      <LocationImage
        src={location.imageUrl}
        name={name}
        category={location.category}
        loading="eager"
        className="mt-6 aspect-[16/9] max-h-[28rem] w-full rounded-2xl"
      />

      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-semibold text-stone-900">
            {t('location.about')}
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">{description}</p>
        </section>

        <aside aria-labelledby="details-heading" className="h-fit rounded-2xl border border-stone-200 bg-white p-5">
          <h2 id="details-heading" className="text-base font-semibold text-stone-900">
            {t('location.details')}
          </h2>
          <dl className="mt-4 grid gap-4 text-sm">
            <Detail icon={<Tag aria-hidden="true" />} label={t('location.category')}>
              {categoryLabel(location.category, t)}
            </Detail>
            {address && (
              <Detail icon={<MapPin aria-hidden="true" />} label={t('location.address')}>
                {address}
              </Detail>
            )}
            {openingHours && (
              <Detail icon={<Clock aria-hidden="true" />} label={t('location.openingHours')}>
                {openingHours}
              </Detail>
            )}
            {ticketPrice && (
              <Detail icon={<Ticket aria-hidden="true" />} label={t('location.ticketPrice')}>
                {ticketPrice}
              </Detail>
            )}
          </dl>
        </aside>
      </div>
    </article>
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

function LocationDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 md:px-6 md:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        {t('app.loading')}
      </span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-6 h-5 w-28 rounded-full" />
      <Skeleton className="mt-3 h-9 w-2/3" />
      <Skeleton className="mt-3 h-5 w-1/2" />
      <Skeleton className="mt-6 aspect-[16/9] max-h-[28rem] w-full rounded-2xl" />
    </div>
  );
}
