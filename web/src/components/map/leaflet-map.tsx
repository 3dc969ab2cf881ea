/// <reference types="leaflet.markercluster" />
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import './map.css';
import L from 'leaflet';
import { ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link } from 'react-router';
import { LocationImage } from '../media/location-image.tsx';
import { PhotoCredit } from '../media/photo-credit.tsx';
import { mapConfig } from './map-config.ts';
import { clusterHtml, markerHtml } from './marker-html.ts';
import type { MapPoint, MapPointId } from './types.ts';

export interface LeafletMapProps {
  points: readonly MapPoint[];
  center: [number, number];
  zoom: number;
  height: string;
  cluster: boolean;
  selectedId: MapPointId | null;
  onSelect?: (id: MapPointId) => void;
}

/** The Leaflet part of the map; loaded lazily by LocationMap so Leaflet stays out of the first bundle. */
export function LeafletMap({ points, center, zoom, height, cluster, selectedId, onSelect }: LeafletMapProps) {
  const { t, i18n } = useTranslation();
  const markers = points.map((point) => (
    <PointMarker key={point.id} point={point} selected={point.id === selectedId} onSelect={onSelect} />
  ));

  return (
    <MapContainer
      center={center}
      zoom={zoom}
      zoomControl={false}
      scrollWheelZoom={false}
      style={{ height, width: '100%' }}
      className="tn-map"
    >
      <TileLayer url={mapConfig.tileUrl} attribution={mapConfig.attribution} />
      {/* Keyed by language: Leaflet reads the button titles once. */}
      <ZoomControl key={`zoom-${i18n.language}`} position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <ViewSync center={center} zoom={zoom} />
      <BrokenImageFallback />
      <EscapeClosesPopup />
      <PopupCloseLabel label={t('common.close')} />
      <FocusedMarkerInView />
      {cluster ? (
        <MarkerClusterGroup
          key={`cluster-${i18n.language}`}
          chunkedLoading
          // Markers are 120 px wide: a smaller radius would let neighbours overlap.
          maxClusterRadius={100}
          showCoverageOnHover={false}
          spiderfyOnMaxZoom
          // Every place stays in the DOM: 31 places is cheap, and the page (and its tests) can count them.
          removeOutsideVisibleBounds={false}
          disableClusteringAtZoom={16}
          iconCreateFunction={(group: L.MarkerCluster) => {
            const count = group.getChildCount();
            return L.divIcon({
              html: clusterHtml(count, t('map.clusterLabel', { count })),
              className: 'tn-cluster-icon',
              iconSize: L.point(48, 48),
            });
          }}
        >
          {markers}
        </MarkerClusterGroup>
      ) : (
        markers
      )}
    </MapContainer>
  );
}

function PointMarker({
  point,
  selected,
  onSelect,
}: {
  point: MapPoint;
  selected: boolean;
  onSelect?: (id: MapPointId) => void;
}) {
  const { t } = useTranslation();
  const { id, title, photo, category } = point;
  const icon = useMemo(
    () =>
      L.divIcon({
        html: markerHtml({ title, photo, category }, selected),
        className: 'tn-marker-icon',
        iconSize: [120, 80],
        iconAnchor: [60, 80],
        popupAnchor: [0, -74],
      }),
    [title, photo, category, selected],
  );
  const handlers = useMemo(() => ({ click: () => onSelect?.(id) }), [onSelect, id]);

  return (
    <Marker
      position={[point.latitude, point.longitude]}
      icon={icon}
      title={title}
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={handlers}
    >
      {/* Kept clear of the zoom buttons in the map's top left corner when it pans into view. */}
      <Popup minWidth={200} maxWidth={240} autoPanPaddingTopLeft={[56, 12]}>
        <div className="grid w-[200px] gap-2">
          <LocationImage photo={photo} name={title} category={category} compact credit="outside" sizes="200px" className="h-[112px] w-full rounded-lg" />
          {photo && <PhotoCredit photo={photo} besidePicture className="m-0!" />}
          <p className="m-0! text-sm leading-snug font-semibold text-stone-900">{title}</p>
          <Link
            to={point.href}
            className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-semibold text-tea-800! hover:underline"
          >
            {t('map.viewDetails')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </Popup>
    </Marker>
  );
}

/** MapContainer reads center and zoom once; later changes (another place, another mode) move the view. */
function ViewSync({ center, zoom }: { center: [number, number]; zoom: number }) {
  const map = useMap();
  const first = useRef(true);
  const [lat, lng] = center;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    map.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);
  return null;
}

/**
 * Esc closes the open popup and puts focus back on its marker. Leaflet closes a popup on Esc
 * only while the map container itself has focus; a keyboard user is on the marker (Enter opened
 * the popup) or inside the popup (its link), and there the key did nothing. Closing the popup
 * would otherwise drop focus on <body>.
 */
function EscapeClosesPopup() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      let source: L.Marker | null = null;
      map.eachLayer((layer) => {
        if (layer instanceof L.Marker && layer.isPopupOpen()) source = layer;
      });
      if (!source) return;
      const marker: L.Marker = source;
      event.preventDefault();
      // When the map itself has focus Leaflet's handler runs next and finds the popup closed.
      marker.closePopup();
      marker.getElement()?.focus();
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map]);
  return null;
}

/** Leaflet names a popup's close button "Close popup" in English whatever the page's language. */
function PopupCloseLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const onOpen = (event: L.PopupEvent) => {
      event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', label);
    };
    map.on('popupopen', onOpen);
    return () => {
      map.off('popupopen', onOpen);
    };
  }, [map, label]);
  return null;
}

/** Room kept between a focused marker and the map's edge, in pixels. */
const FOCUS_MARGIN = 12;

// Leaflet's own pan on a marker's focus (every marker, cluster bubbles too) is replaced by
// FocusedMarkerInView below: it animates, so the page had already scrolled to where the marker
// lay before the pan, and the marker ended inside the map but often off the screen.
L.Marker.mergeOptions({ autoPanOnFocus: false });

/**
 * A marker reached with Tab is moved into the map's view at once, then the page is scrolled to
 * show it. To reveal the focused marker the browser has already scrolled the map and its frame
 * (a hidden overflow can be scrolled; `overflow: clip` would not be, but cost the place page
 * about 100 ms of blocking time in Lighthouse) and the page, to wherever the marker lay off the
 * map (the page's top for a place north of the view): the map and its frame are scrolled back
 * first, or the map would sit shifted under its controls.
 */
function FocusedMarkerInView() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const onFocusIn = (event: FocusEvent) => {
      const marker = event.target;
      if (!(marker instanceof HTMLElement) || !marker.classList.contains('leaflet-marker-icon')) return;
      for (const scroller of [container, container.parentElement]) {
        if (!scroller) continue;
        scroller.scrollTop = 0;
        scroller.scrollLeft = 0;
      }
      const box = marker.getBoundingClientRect();
      const frame = container.getBoundingClientRect();
      const shift = (start: number, end: number, from: number, to: number) =>
        start < from + FOCUS_MARGIN ? start - from - FOCUS_MARGIN : end > to - FOCUS_MARGIN ? end - to + FOCUS_MARGIN : 0;
      const dx = shift(box.left, box.right, frame.left, frame.right);
      const dy = shift(box.top, box.bottom, frame.top, frame.bottom);
      if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { animate: false });
      marker.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    container.addEventListener('focusin', onFocusIn);
    return () => container.removeEventListener('focusin', onFocusIn);
  }, [map]);
  return null;
}

/** A marker image that fails to load is removed, uncovering the category placeholder beneath it. */
function BrokenImageFallback() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.classList.contains('tn-marker__img')) target.remove();
    };
    // Image errors do not bubble; capture them on the way down instead.
    container.addEventListener('error', onError, true);
    return () => container.removeEventListener('error', onError, true);
  }, [map]);
  return null;
}
