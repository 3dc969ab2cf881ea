import type { Photo } from '@tn/contracts/common';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFailedPhotos } from './failed-photos.ts';
import { PhotoCredit } from './photo-credit.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

export interface CreditedPhotoProps {
  /** With its credit; null: the placeholder. */
  photo: Photo | null;
  /** Already localized: the image's alt text. */
  alt: string;
  /** What shows when there is no photo or it fails to load (then no credit either). */
  placeholder: ReactNode;
  /** Sizing (aspect ratio or height) comes from here so the box is reserved before load. */
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the picture that is the screen's largest on arrival (its LCP): fetched first. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** 'outside': the picture is too small for the credit, and the caller shows <PhotoCredit> beside it. */
  credit?: 'overlay' | 'outside';
  /** Places the overlaid credit (default: the bottom-right corner). */
  creditClassName?: string;
  /** Beside a link that names the same thing: hidden from assistive technology. */
  decorative?: boolean;
  /** How wide the picture shows (for a photo with several stored sizes); default the viewport's width. */
  sizes?: string;
}

/**
 * A photo with its credit laid over it, or the caller's placeholder when there is none or it
 * fails to load: nothing of the author's is shown without the author's name.
 */
export function CreditedPhoto({
  photo,
  alt,
  placeholder,
  className,
  loading = 'lazy',
  fetchPriority,
  credit = 'overlay',
  creditClassName = 'right-1.5 bottom-1.5',
  decorative = false,
  sizes,
}: CreditedPhotoProps) {
  // Remember which URL failed so a new photo gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = photo?.url.trim() ?? '';
  const showPlaceholder = !photo || src === '' || failedSrc === src;
  // A credit shown outside the picture reads this (./failed-photos.ts).
  const { markFailed, markLoaded } = useFailedPhotos.getState();
  return (
    <div className={cn('relative overflow-hidden bg-tea-100', className)} aria-hidden={decorative || undefined}>
      {showPlaceholder ? (
        placeholder
      ) : (
        <>
          <ResponsiveImage
            photo={{ ...photo, url: src }}
            sizes={sizes}
            alt={alt}
            loading={loading}
            fetchPriority={fetchPriority}
            onError={() => {
              setFailedSrc(src);
              markFailed(src);
            }}
            onLoad={() => markLoaded(src)}
            className="absolute inset-0 size-full object-cover"
          />
          {/* Above whatever is laid over the picture (gradients, a card's stretched link). */}
          {credit === 'overlay' && <PhotoCredit photo={photo} tone="overlay" className={cn('absolute z-10', creditClassName)} />}
        </>
      )}
    </div>
  );
}
