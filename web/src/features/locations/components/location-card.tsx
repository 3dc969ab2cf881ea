import type { Location } from '@tn/contracts/locations';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationImage } from '../../../components/media/location-image.tsx';
import { PlaceMarkToggles } from '../../../components/place/place-mark-toggles.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { categoryLabel } from '../../../lib/location-category.ts';
import { localized } from '../../../lib/localized.ts';

export function LocationCard({ location, eager = false }: { location: Location; eager?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(location, 'name', language);
  const address = localized(location, 'address', language);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <LocationImage
        photo={location.photos[0] ?? null}
        name={name}
        category={location.category}
        loading={eager ? 'eager' : 'lazy'}
        // The grid's columns: one on a phone (within the page's margins), two from sm, three from lg, four from xl.
        sizes="(min-width: 1280px) 20rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="self-start rounded-full bg-tea-50 px-2.5 py-0.5 text-xs font-medium text-tea-800 ring-1 ring-tea-200">
          {categoryLabel(location.category, t)}
        </span>
        <h3 className="text-base font-semibold text-stone-900">
          {/* The stretched link makes the whole card clickable while keeping one tab stop. */}
          <Link
            to={paths.location(location.slug)}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:text-tea-800"
          >
            {name}
          </Link>
        </h3>
        {address && (
          <p className="mt-auto flex items-start gap-1.5 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-600" />
            <span className="line-clamp-2">{address}</span>
          </p>
        )}
        <PlaceMarkToggles locationId={location.id} name={name} className={address ? 'mt-1' : 'mt-auto'} />
      </div>
    </article>
  );
}
