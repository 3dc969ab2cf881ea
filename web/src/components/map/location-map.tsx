import { MapPinOff } from 'lucide-react';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPaint } from '../../hooks/use-after-paint.ts';
import { useNearScreen } from '../../hooks/use-near-screen.ts';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../ui/spinner.tsx';
import { MAP_DEFAULTS } from './map-config.ts';
import { hasCoordinates, type MapPoint, type MapPointId } from './types.ts';

// Leaflet (~150 kB) loads only when a map is on screen, and only after the page around it has
// been painted: the first screen never waits for it, and a map below it costs nothing until the
// visitor scrolls to it (building one is a long task on a phone).
const LeafletMap = lazy(() => import('./leaflet-map.tsx').then((m) => ({ default: m.LeafletMap })));

export interface LocationMapProps {
  points: readonly MapPoint[];
  /** Names the map region for assistive technology. */
  label: string;
  selectedId?: MapPointId | null;
  onSelect?: (id: MapPointId) => void;
  /** Defaults: centre 21.7, 105.8 and zoom 10 (MAP_DEFAULTS). */
  center?: [number, number];
  zoom?: number;
  /** CSS height; default 70vh. */
  height?: string;
  /**
   * Single-marker mode: centred on the first point at `zoom` (default 15; restaurant detail
   * uses 16), without clustering.
   */
  single?: boolean;
  /** Group nearby markers so they stay legible (default on, off in single mode). */
  cluster?: boolean;
  className?: string;
}

/**
 * The shared map: a marker per point with coordinates, clusters where
 * places crowd together, a popup linking to the detail page; "Loading map…" while Leaflet loads
 * and a failure message if it cannot (an error boundary around the lazy import).
 */
export function LocationMap({
  points,
  label,
  selectedId = null,
  onSelect,
  center,
  zoom,
  height = MAP_DEFAULTS.height,
  single = false,
  cluster,
  className,
}: LocationMapProps) {
  const placed = points.filter(hasCoordinates);
  const first = placed[0];
  const resolvedCenter: [number, number] =
    single && first ? [first.latitude, first.longitude] : (center ?? MAP_DEFAULTS.center);
  const resolvedZoom = zoom ?? (single ? MAP_DEFAULTS.singleMarkerZoom : MAP_DEFAULTS.zoom);
  const pagePainted = useAfterPaint();
  const [regionRef, onScreen] = useNearScreen<HTMLDivElement>();

  return (
    <div
      ref={regionRef}
      data-testid="location-map"
      role="region"
      aria-label={label}
      className={cn('relative isolate overflow-hidden rounded-2xl border border-stone-200 bg-[#e8efe3]', className)}
      style={{ height }}
    >
      <MapErrorBoundary>
        {!pagePainted || !onScreen ? (
          <MapLoading />
        ) : (
          <Suspense fallback={<MapLoading />}>
            <LeafletMap
              points={single && first ? [first] : placed}
              center={resolvedCenter}
              zoom={resolvedZoom}
              height={height}
              cluster={cluster ?? !single}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          </Suspense>
        )}
      </MapErrorBoundary>
    </div>
  );
}

function MapLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm font-medium text-tea-900">
      <Spinner className="size-7" />
      {t('map.loading')}
    </div>
  );
}

function MapFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-sm font-medium text-stone-800">
      <MapPinOff aria-hidden="true" className="size-8 text-stone-500" />
      {t('map.loadError')}
    </div>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error('Map failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <MapFailed /> : this.props.children;
  }
}
