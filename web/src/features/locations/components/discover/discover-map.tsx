import type { Location } from '@tn/contracts/locations';
import { ArrowRight, MapPin, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationMap } from '../../../../components/map/location-map.tsx';
import { hasCoordinates, type MapPointId } from '../../../../components/map/types.ts';
import { LocationImage } from '../../../../components/media/location-image.tsx';
import { PhotoCredit } from '../../../../components/media/photo-credit.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { useLanguage } from '../../../../hooks/use-language.ts';
import { useIsMobile } from '../../../../hooks/use-media-query.ts';
import { categoryLabel } from '../../../../lib/location-category.ts';
import { localized } from '../../../../lib/localized.ts';
import { toMapPoint } from '../../utils/discover.ts';

/** The Discover map looks at Thái Nguyên city: 21.59, 105.85, zoom 12. */
const DISCOVER_MAP_CENTER: [number, number] = [21.59, 105.85];
const DISCOVER_MAP_ZOOM = 12;
const DISCOVER_MAP_HEIGHT = 'min(70vh, 40rem)';
/** Phones: shorter, so the selected place's card below stays in sight. */
const DISCOVER_MAP_HEIGHT_MOBILE = '55vh';

/** The map's height on this screen (its skeleton takes the same). */
export function useDiscoverMapHeight(): string {
  return useIsMobile() ? DISCOVER_MAP_HEIGHT_MOBILE : DISCOVER_MAP_HEIGHT;
}

/** The map of the filtered places; on small screens the selected place also gets a card below. */
export function DiscoverMap({ locations }: { locations: readonly Location[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const height = useDiscoverMapHeight();
  const [selectedId, setSelectedId] = useState<MapPointId | null>(null);
  const points = useMemo(() => locations.map((location) => toMapPoint(location, language)), [locations, language]);
  const selected = locations.find((location) => location.id === selectedId) ?? null;
  const unplaced = locations.filter((location) => !hasCoordinates(location)).length;

  return (
    <div className="grid gap-3">
      <LocationMap
        points={points}
        label={t('discover.map.label')}
        center={DISCOVER_MAP_CENTER}
        zoom={DISCOVER_MAP_ZOOM}
        height={height}
        selectedId={selected?.id ?? null}
        onSelect={setSelectedId}
      />
      <p className="text-sm text-stone-600">
        {t('discover.map.hint')}
        {unplaced > 0 && ` ${t('discover.map.unplaced', { count: unplaced })}`}
      </p>
      {isMobile && selected && <SelectedLocationCard location={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}

function SelectedLocationCard({ location, onClose }: { location: Location; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(location, 'name', language);
  const address = localized(location, 'address', language);
  const photo = location.photos[0] ?? null;
  return (
    <section
      aria-label={t('discover.map.selected')}
      aria-live="polite"
      className="relative flex gap-3 rounded-2xl border border-tea-200 bg-white p-3 shadow-md"
      data-testid="selected-location-card"
    >
      <LocationImage photo={photo} name={name} category={location.category} compact credit="outside" sizes="6rem" className="size-24 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 pr-8">
        <span className="text-xs font-medium text-tea-800">{categoryLabel(location.category, t)}</span>
        <h3 className="line-clamp-2 text-base leading-snug font-semibold text-stone-900">{name}</h3>
        {address && (
          <p className="flex items-start gap-1 text-xs text-stone-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-tea-600" />
            <span className="line-clamp-1">{address}</span>
          </p>
        )}
        {photo && <PhotoCredit photo={photo} besidePicture />}
        <Link to={paths.location(location.slug)} className={buttonVariants({ size: 'sm', className: 'mt-1 self-start' })}>
          {t('map.viewDetails')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('discover.map.closeSelected')}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
