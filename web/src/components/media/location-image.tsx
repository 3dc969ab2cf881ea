import { Flower2, Landmark, MapPin, Trees, type LucideIcon } from 'lucide-react';
import type { Photo } from '@tn/contracts/common';
import type { LocationCategory } from '@tn/contracts/constants';
import { cn } from '../../lib/cn.ts';
import { isKnownCategory } from '../../lib/location-category.ts';
import { CreditedPhoto } from './credited-photo.tsx';

type PlaceholderKind = LocationCategory | 'other';

const placeholderStyle: Record<PlaceholderKind, { icon: LucideIcon; gradient: string }> = {
  spiritual: { icon: Flower2, gradient: 'from-amber-600 via-orange-700 to-red-900' },
  cultural_historical: { icon: Landmark, gradient: 'from-rose-700 via-red-800 to-stone-900' },
  ecotourism: { icon: Trees, gradient: 'from-tea-500 via-tea-700 to-tea-950' },
  other: { icon: MapPin, gradient: 'from-stone-500 via-stone-700 to-stone-900' },
};

export interface LocationImageProps {
  /** The place's cover photo with its credit; null when it has none (the placeholder shows). */
  photo: Photo | null;
  /** Already localized; the placeholder shows it and it is the image's alt text. */
  name: string;
  category: string;
  /** Sizing (aspect ratio or height) comes from here so the box is reserved before load. */
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the screen's largest picture on arrival (its LCP). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Smaller text for thumbnails. */
  compact?: boolean;
  /** Leave the name off the placeholder, e.g. where the name is printed over it anyway. */
  hideName?: boolean;
  /** 'top' lifts the placeholder's icon clear of text laid over the lower part (hero slides). */
  iconPosition?: 'center' | 'top';
  /**
   * Where the photo's credit goes: laid over the picture (default), or 'outside' where the picture
   * is too small for it and the caller shows <PhotoCredit> right beside it.
   */
  credit?: 'overlay' | 'outside';
  /** Places the overlaid credit (default: the bottom-right corner). */
  creditClassName?: string;
  /** How wide the picture shows (for a photo with several stored sizes); default the viewport's width. */
  sizes?: string;
}

/**
 * A location photo with its credit, or a branded placeholder per category when there is none or
 * it fails to load (then no credit either: nothing of the author's is shown).
 */
export function LocationImage({
  photo,
  name,
  category,
  className,
  loading,
  fetchPriority,
  compact = false,
  hideName = false,
  iconPosition = 'center',
  credit,
  creditClassName,
  sizes,
}: LocationImageProps) {
  return (
    <CreditedPhoto
      photo={photo}
      alt={name}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      credit={credit}
      creditClassName={creditClassName}
      sizes={sizes}
      placeholder={<LocationPlaceholder name={name} category={category} compact={compact} hideName={hideName} iconPosition={iconPosition} />}
    />
  );
}

function LocationPlaceholder({
  name,
  category,
  compact,
  hideName,
  iconPosition,
}: {
  name: string;
  category: string;
  compact: boolean;
  hideName: boolean;
  iconPosition: 'center' | 'top';
}) {
  const kind: PlaceholderKind = isKnownCategory(category) ? category : 'other';
  const { icon: Icon, gradient } = placeholderStyle[kind];
  return (
    <div
      role="img"
      aria-label={name}
      data-placeholder={kind}
      className={cn(
        'absolute inset-0 flex flex-col items-center gap-2 bg-gradient-to-br p-4 text-center text-white',
        iconPosition === 'top' ? 'justify-start pt-[14%] md:items-end md:justify-center md:pt-4 md:pr-[12%]' : 'justify-center',
        gradient,
      )}
    >
      {/* Rolling tea hills: the brand motif, purely decorative. */}
      <svg aria-hidden="true" viewBox="0 0 400 120" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-1/3 w-full opacity-25">
        <path d="M0 80 C60 40 120 40 180 70 S300 110 400 60 V120 H0 Z" fill="currentColor" />
        <path d="M0 100 C80 70 160 75 240 95 S340 115 400 90 V120 H0 Z" fill="currentColor" opacity="0.6" />
      </svg>
      <Icon
        aria-hidden="true"
        strokeWidth={1.5}
        className={cn('relative drop-shadow', compact ? 'size-6' : iconPosition === 'top' ? 'size-16 opacity-80 md:size-28' : 'size-10')}
      />
      {!compact && !hideName && (
        <span aria-hidden="true" className="relative line-clamp-2 max-w-[90%] text-sm font-semibold drop-shadow">
          {name}
        </span>
      )}
    </div>
  );
}
