import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { PhotoCredit } from '../media/photo-credit.tsx';
import { ResponsiveImage } from '../media/responsive-image.tsx';
import { MAIN_IMAGE_SIZES } from './main-image.ts';
import type { GalleryImage } from './types.ts';

const GalleryLightbox = lazy(() => import('./gallery-lightbox.tsx').then((m) => ({ default: m.GalleryLightbox })));

export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** Names the gallery ("Photos of Hồ Ba Bể"). */
  label: string;
  /** Shown when there is no image at all. */
  empty: ReactNode;
  /** Shown in place of a picture that fails to load (e.g. the category placeholder). */
  renderFallback: (image: GalleryImage) => ReactNode;
  className?: string;
}

const sized = (image: GalleryImage) => ({ url: image.src, srcset: image.srcset, width: image.width, height: image.height });

/**
 * The place gallery: the main image then the extras, previous/next wrapping around, an "n / total"
 * counter, captions, thumbnails; a click opens the lightbox. Every picture shown is credited: the
 * one on show in its caption bar, the thumbnails' in a numbered list below them. The picture box
 * has a fixed aspect ratio so late images never move the page.
 */
export function ImageGallery({ images: all, label, empty, renderFallback, className }: ImageGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // Mounted on first open only: the lightbox chunk loads when someone wants it.
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const fail = (src: string) => setFailed((prev) => new Set(prev).add(src));

  if (all.length === 0) return <>{empty}</>;
  // A picture that cannot be loaded leaves the gallery: its counter, thumbnails, credits and
  // lightbox count the same pictures. When none loads, the first stays, as its placeholder.
  const loaded = all.filter((img) => !failed.has(img.src));
  const images = loaded.length > 0 ? loaded : all.slice(0, 1);
  const count = images.length;

  const current = Math.min(index, count - 1);
  const image = images[current]!;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const open = () => {
    setLightboxUsed(true);
    setLightboxOpen(true);
  };
  const broken = failed.has(image.src);
  const caption = image.caption ?? image.alt;

  return (
    <section aria-label={label} className={cn('grid gap-3', className)}>
      <figure className="relative m-0 overflow-hidden rounded-2xl bg-stone-900">
        <div className="relative aspect-[16/10] w-full">
          {broken ? (
            // Positioned here: a fallback that positions itself would fight its own classes
            // ('relative' against 'absolute'), collapse to no height and leave a black box.
            <div className="absolute inset-0 *:size-full">{renderFallback(image)}</div>
          ) : (
            <button
              type="button"
              onClick={open}
              className="group absolute inset-0 block size-full cursor-zoom-in"
              aria-label={t('gallery.open', { name: caption })}
            >
              <ResponsiveImage
                key={image.src}
                photo={sized(image)}
                sizes={MAIN_IMAGE_SIZES}
                // The place's main picture, on the first screen of a phone and a desktop: its
                // largest element, so fetched at once and first.
                loading="eager"
                fetchPriority="high"
                alt={image.alt}
                onError={() => fail(image.src)}
                className="absolute inset-0 size-full object-cover"
              />
              <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-black/55 px-2.5 py-1 text-xs font-medium text-white opacity-90 transition-opacity group-hover:opacity-100">
                <Expand aria-hidden="true" className="size-3.5" />
                {t('gallery.enlarge')}
              </span>
            </button>
          )}
          <p
            className="absolute top-3 right-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
            aria-live="polite"
          >
            <span className="sr-only">{t('gallery.counterLabel')} </span>
            {current + 1} / {count}
          </p>
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(current - 1)}
                aria-label={t('gallery.previous')}
                className="absolute top-1/2 left-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md hover:bg-white"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => go(current + 1)}
                aria-label={t('gallery.next')}
                className="absolute top-1/2 right-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md hover:bg-white"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </>
          )}
        </div>
        <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 bg-stone-900 px-4 py-2.5 text-sm text-stone-100">
          <span>{caption}</span>
          {/* A picture that failed to load shows the placeholder, and so no credit. */}
          {!broken && <PhotoCredit photo={image.credit} tone="dark" />}
        </figcaption>
      </figure>

      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.thumbnails')}>
          {images.map((thumb, i) => (
            <li key={`${thumb.src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={t('gallery.show', { index: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
                className={cn(
                  'relative block h-14 w-20 overflow-hidden rounded-lg ring-2 transition',
                  i === current ? 'ring-tea-700' : 'opacity-75 ring-transparent hover:opacity-100',
                )}
              >
                <ResponsiveImage
                  photo={sized(thumb)}
                  sizes="5rem"
                  alt=""
                  onError={() => fail(thumb.src)}
                  className="absolute inset-0 size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {count > 1 && (
        // The thumbnails show every picture, so every one is credited here, numbered as they are.
        <ol aria-label={t('gallery.credits')} className="list-decimal space-y-0.5 pl-5 text-xs text-stone-500 marker:text-stone-400">
          {images.map((img, i) => (
            <li key={`${img.src}-${i}`}>
              <PhotoCredit photo={img.credit} />
            </li>
          ))}
        </ol>
      )}

      {lightboxUsed && (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} open={lightboxOpen} index={current} onClose={() => setLightboxOpen(false)} onIndexChange={setIndex} />
        </Suspense>
      )}
    </section>
  );
}
