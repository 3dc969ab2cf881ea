import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import './gallery-lightbox.css';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { IconButton, useController, type ZoomRef } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Download from 'yet-another-react-lightbox/plugins/download';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import { PhotoCredit } from '../media/photo-credit.tsx';
import { slideSizes } from './slide-sizes.ts';
import { canZoom, nextZoomStep, ZOOM_MAX, ZOOM_MIN } from './zoom-steps.ts';
import type { GalleryImage } from './types.ts';

export interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  open: boolean;
  index: number;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}

/**
 * Full-screen viewer: zoom out / in (0.5 to 3 in steps of 0.5), fullscreen, download and close;
 * arrow keys and Escape work, focus stays inside while open (yet-another-react-lightbox).
 * Loaded lazily the first time a picture is opened.
 */
export function GalleryLightbox({ images, open, index, onClose, onIndexChange }: GalleryLightboxProps) {
  const { t } = useTranslation();
  const zoomRef = useRef<ZoomRef>(null);

  const slides = useMemo(
    () =>
      images.map((image) => ({
        src: image.src,
        // A visitor's photo: every stored size, so full screen shows the largest.
        ...(image.width && image.height ? { width: image.width, height: image.height, srcSet: slideSizes(image) } : {}),
        alt: image.alt,
        title: image.caption ?? image.alt,
        // The credit travels with each slide, below the picture.
        description: <PhotoCredit photo={image.credit} tone="dark" size="sm" />,
        download: image.src,
      })),
    [images],
  );

  const labels = {
    Previous: t('gallery.previous'),
    Next: t('gallery.next'),
    Close: t('gallery.close'),
    Lightbox: t('gallery.lightbox'),
    'Photo gallery': t('gallery.label'),
    Carousel: t('gallery.carousel'),
    Slide: t('gallery.slide'),
    '{index} of {total}': t('gallery.slideOf'),
    'Zoom in': t('gallery.zoomIn'),
    'Zoom out': t('gallery.zoomOut'),
    'Enter Fullscreen': t('gallery.enterFullscreen'),
    'Exit Fullscreen': t('gallery.exitFullscreen'),
    Download: t('gallery.download'),
    Caption: t('gallery.caption'),
    'Show captions': t('gallery.showCaptions'),
    'Hide captions': t('gallery.hideCaptions'),
  };

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      labels={labels}
      plugins={[Captions, Counter, Zoom, Fullscreen, Download]}
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      counter={{ container: { style: { top: 'unset', bottom: 0 } } }}
      captions={{ descriptionTextAlign: 'center' }}
      // Side room for the counter, which sits in the bottom-left corner over the credit's band.
      styles={{ captionsDescriptionContainer: { paddingInline: '5rem' } }}
      zoom={{ ref: zoomRef, minZoom: ZOOM_MIN, maxZoomPixelRatio: ZOOM_MAX, scrollToZoom: true }}
      on={{
        view: ({ index: next }) => onIndexChange(next),
        // Wheel and pinch zoom freely; bring them back within 0.5 to 3.
        zoom: ({ zoom }) => {
          if (zoom > ZOOM_MAX + 1e-6) zoomRef.current?.changeZoom(ZOOM_MAX, true);
        },
      }}
      render={{
        buttonZoom: (zoom) => <ZoomButtons zoom={zoom} />,
      }}
    />
  );
}

function ZoomButtons({ zoom }: { zoom: ZoomRef }) {
  const { focus } = useController();
  const zoomInRef = useRef<HTMLButtonElement>(null);
  const zoomOutRef = useRef<HTMLButtonElement>(null);
  const ceiling = Math.max(zoom.maxZoom, 1);

  const step = (direction: 'in' | 'out') => {
    const next = nextZoomStep(zoom.zoom, direction, ceiling);
    zoom.changeZoom(next);
    if (!canZoom(next, direction, ceiling)) {
      // This button is about to be disabled: keep keyboard focus in the lightbox (so Escape and
      // the arrows still work) on the other zoom button, or on the lightbox itself.
      const other = direction === 'in' ? zoomOutRef : zoomInRef;
      requestAnimationFrame(() => {
        if (other.current && !other.current.disabled) other.current.focus();
        else focus();
      });
    }
  };

  return (
    <>
      <IconButton
        ref={zoomOutRef}
        label="Zoom out"
        icon={ZoomOut}
        renderIcon={() => <ZoomOut aria-hidden="true" className="yarl__icon" />}
        disabled={zoom.disabled || !canZoom(zoom.zoom, 'out', ceiling)}
        onClick={() => step('out')}
      />
      <IconButton
        ref={zoomInRef}
        label="Zoom in"
        icon={ZoomIn}
        renderIcon={() => <ZoomIn aria-hidden="true" className="yarl__icon" />}
        disabled={zoom.disabled || !canZoom(zoom.zoom, 'in', ceiling)}
        onClick={() => step('in')}
      />
    </>
  );
}
