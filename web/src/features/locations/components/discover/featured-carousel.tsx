import type { Location } from '@tn/contracts/locations';
import { ArrowRight, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../../../components/carousel/carousel.tsx';
import { LocationImage } from '../../../../components/media/location-image.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { useLanguage } from '../../../../hooks/use-language.ts';
import { categoryLabel } from '../../../../lib/location-category.ts';
import { localized } from '../../../../lib/localized.ts';

/** The first 4 filtered places, one large card at a time (turned by hand). */
export function FeaturedCarousel({ locations }: { locations: readonly Location[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      items={locations}
      getKey={(location) => location.id}
      label={t('discover.featured.label')}
      className="mt-5"
      variant="below"
      viewportClassName="rounded-2xl border border-stone-200 bg-white shadow-sm"
      renderSlide={(location) => <FeaturedSlide location={location} />}
    />
  );
}

function FeaturedSlide({ location }: { location: Location }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(location, 'name', language);
  const address = localized(location, 'address', language);
  const description = localized(location, 'description', language);
  return (
    // On a phone the text's row takes a slide's spare height (a longer slide sets the height
    // of all), so the button sits at the card's foot rather than above a blank band.
    <article className="grid h-full grid-rows-[auto_1fr] md:grid-cols-2 md:grid-rows-1">
      <LocationImage
        photo={location.photos[0] ?? null}
        name={name}
        category={location.category}
        // The page's width within its margins (at most 80rem less 3rem), half of it from md.
        sizes="(min-width: 1280px) 38.5rem, (min-width: 768px) calc(50vw - 1.5rem), calc(100vw - 2rem)"
        className="aspect-[16/9] w-full md:aspect-auto md:h-full md:min-h-80"
      />
      <div className="flex flex-col items-start gap-3 p-5 md:p-8">
        <span className="rounded-full bg-tea-50 px-2.5 py-0.5 text-xs font-medium text-tea-800 ring-1 ring-tea-200">
          {categoryLabel(location.category, t)}
        </span>
        <h3 className="text-xl font-bold tracking-tight text-stone-900 md:text-2xl">{name}</h3>
        {address && (
          <p className="flex items-start gap-1.5 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-600" />
            <span className="line-clamp-2">{address}</span>
          </p>
        )}
        <p className="line-clamp-4 text-sm leading-relaxed text-stone-700 md:text-base">{description}</p>
        <Link
          to={paths.location(location.slug)}
          aria-label={t('discover.featured.detailsOf', { name })}
          className={buttonVariants({ variant: 'primary', className: 'mt-auto' })}
        >
          {t('discover.featured.details')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
