import type { Location } from '@tn/contracts/locations';
import { ArrowRight, MapPin, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel, CAROUSEL_INTERVAL_MS } from '../../../../components/carousel/carousel.tsx';
import { LocationImage } from '../../../../components/media/location-image.tsx';
import { RankValue } from '../../../../components/ui/rank-value.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { paths } from '../../../../config/paths.ts';
import { useLanguage } from '../../../../hooks/use-language.ts';
import { categoryLabel } from '../../../../lib/location-category.ts';
import { localized } from '../../../../lib/localized.ts';

// One height for slides and skeleton, so nothing moves when the data arrives.
const HERO_HEIGHT = 'h-[30rem] md:h-[34rem]';

/** The top 5 of the standings, turning every 5 s; image, rank, name, address, 3-line description, Explore. */
export function HeroCarousel({ locations }: { locations: readonly Location[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      items={locations}
      getKey={(location) => location.id}
      label={t('discover.hero.label')}
      autoplayMs={CAROUSEL_INTERVAL_MS}
      viewportClassName={HERO_HEIGHT}
      renderSlide={(location, { index, active }) => <HeroSlide location={location} eager={index === 0 || active} first={index === 0} />}
    />
  );
}

function HeroSlide({ location, eager, first }: { location: Location; eager: boolean; first: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(location, 'name', language);
  const address = localized(location, 'address', language);
  const description = localized(location, 'description', language);

  return (
    <div className="relative h-full w-full bg-tea-950">
      <LocationImage
        photo={location.photos[0] ?? null}
        name={name}
        category={location.category}
        loading={eager ? 'eager' : 'lazy'}
        // The first slide's photo is the largest thing on the first screen: fetched before the rest.
        fetchPriority={first ? 'high' : undefined}
        hideName
        iconPosition="top"
        // The lower part carries the texts and the carousel controls.
        creditClassName="top-3 right-3"
        className="absolute inset-0 size-full"
      />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/45 to-black/10" />
      <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-7xl flex-col items-start gap-3 px-16 pb-16 text-white md:px-20 md:pb-20">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-amber-950 shadow">
            <Trophy aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('discover.hero.rank')} </span>
            <RankValue rank={location.rank} />
          </span>
          <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-medium ring-1 ring-white/30 backdrop-blur-sm">
            {categoryLabel(location.category, t)}
          </span>
        </div>
        <h2 className="max-w-3xl text-3xl font-bold tracking-tight text-balance drop-shadow md:text-5xl">{name}</h2>
        {address && (
          <p className="flex max-w-3xl items-start gap-1.5 text-sm text-white/90 md:text-base">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="line-clamp-1">{address}</span>
          </p>
        )}
        <p className="line-clamp-3 max-w-2xl text-sm leading-relaxed text-white/85 md:text-base">{description}</p>
        <Link
          to={paths.location(location.slug)}
          aria-label={t('discover.hero.exploreOf', { name })}
          className="mt-1 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-tea-900 shadow-md transition-colors hover:bg-tea-50 [&_svg]:size-4"
        >
          {t('discover.hero.explore')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

export function HeroCarouselSkeleton() {
  return <Skeleton className={`${HERO_HEIGHT} w-full rounded-none bg-stone-300`} />;
}
