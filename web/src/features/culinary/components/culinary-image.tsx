import type { Photo } from '@tn/contracts/common';
import { Store, UtensilsCrossed } from 'lucide-react';
import { CreditedPhoto } from '../../../components/media/credited-photo.tsx';
import { cn } from '../../../lib/cn.ts';

export interface CulinaryImageProps {
  /** With its credit; null: the placeholder. */
  photo: Photo | null;
  /** Already localized: the alt text, and the placeholder's label. */
  name: string;
  kind: 'dish' | 'place';
  /** Sizing comes from here (aspect ratio or size) so the box is reserved before load. */
  className?: string;
  compact?: boolean;
  loading?: 'lazy' | 'eager';
  /** 'high' for the screen's largest picture. */
  fetchPriority?: 'high';
  /** How wide the picture shows (the browser picks a copy from it); default the screen's width. */
  sizes?: string;
  /** Beside a link that names the same thing: hidden from assistive technology (the credit is then outside). */
  decorative?: boolean;
  /** 'outside': the picture is too small for the credit, and the caller shows <PhotoCredit> beside it. */
  credit?: 'overlay' | 'outside';
}

/**
 * A dish or place photo with its credit laid over it, or a placeholder (a bowl or a shop front
 * on the tea-green gradient) when there is none or it fails to load; then no credit either.
 */
export function CulinaryImage({ photo, name, kind, className, compact = false, loading = 'lazy', fetchPriority, sizes, decorative = false, credit = 'overlay' }: CulinaryImageProps) {
  const Icon = kind === 'dish' ? UtensilsCrossed : Store;
  return (
    <CreditedPhoto
      photo={photo}
      alt={name}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      sizes={sizes}
      credit={credit}
      decorative={decorative}
      placeholder={
        <div
          role="img"
          aria-label={name}
          data-placeholder={kind}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-amber-600 via-tea-700 to-tea-950 p-4 text-center text-white"
        >
          <svg aria-hidden="true" viewBox="0 0 400 120" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-1/3 w-full opacity-25">
            <path d="M0 80 C60 40 120 40 180 70 S300 110 400 60 V120 H0 Z" fill="currentColor" />
          </svg>
          <Icon aria-hidden="true" strokeWidth={1.5} className={cn('relative drop-shadow', compact ? 'size-6' : 'size-10')} />
        </div>
      }
    />
  );
}
