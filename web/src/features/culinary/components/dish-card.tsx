import type { Dish } from '@tn/contracts/culinary';
import { ArrowRight, MapPin, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { localized } from '../../../lib/localized.ts';
import { DISH_CARD_SIZES, dishPhoto } from '../utils/photos.ts';
import { CulinaryImage } from './culinary-image.tsx';
import { RatingBadge } from './rating-badge.tsx';

/** A dish in the grid: photo (or placeholder), name, first place to eat, rating, description, View details. */
/**
 * `eager`: the card is on the first screen (the grid's first), so its photo loads at once, first
 * (the screen's largest picture; the route preload script asks for it with the same addresses:
 * dishesLeadImage).
 */
export function DishCard({ dish, headingLevel = 3, eager = false }: { dish: Dish; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(dish, 'name', language);
  const description = localized(dish, 'description', language);
  const region = localized(dish, 'region', language);
  const first = dish.restaurants[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm" data-testid="dish-card">
      <CulinaryImage
        photo={dishPhoto(dish)}
        name={name}
        kind="dish"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        sizes={DISH_CARD_SIZES}
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RatingBadge average={dish.averageRating} count={dish.ratingCount} />
          {region && (
            <span className="inline-flex min-w-0 items-center gap-1 text-xs text-stone-600">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-tea-600" />
              <span className="line-clamp-1">{region}</span>
            </span>
          )}
        </div>
        <Heading className="text-lg font-semibold text-stone-900">{name}</Heading>
        <p className="flex items-start gap-1.5 text-sm text-stone-700">
          <Store aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-600" />
          {first ? (
            <span>
              <span className="sr-only">{t('culinary.card.firstPlace')}: </span>
              {localized(first, 'name', language)}
            </span>
          ) : (
            <span className="text-stone-600">{t('culinary.card.noPlace')}</span>
          )}
        </p>
        <p className="line-clamp-3 text-sm text-stone-600">{description}</p>
        <Link
          to={paths.dish(dish.slug)}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-auto self-start' })}
          aria-label={t('culinary.card.viewDetailsOf', { name })}
        >
          {t('culinary.card.viewDetails')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

export function DishGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="grid gap-3 p-4">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
