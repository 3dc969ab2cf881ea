import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/number-format.ts';
import { formatRating } from '../utils/rating.ts';

/**
 * "★ 4.5 (12)", read out as "Rated 4.5 out of 5 from 12 reviews"; "No ratings yet" before the
 * first review. The average is the plain mean; "top rated" orders by the damped one.
 */
export function RatingBadge({
  average,
  count,
  className,
  size = 'sm',
}: {
  average: number | null;
  count: number;
  className?: string;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rated = average !== null && count > 0;
  return (
    <span
      data-testid="rating-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-semibold',
        size === 'lg' ? 'px-3 py-1 text-base' : 'px-2.5 py-0.5 text-sm',
        rated ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-300' : 'bg-stone-100 text-stone-700 ring-1 ring-stone-300',
        className,
      )}
    >
      <Star aria-hidden="true" className={cn(size === 'lg' ? 'size-5' : 'size-4', rated ? 'fill-amber-400 text-amber-600' : 'text-stone-500')} />
      {rated ? (
        <>
          <span aria-hidden="true">
            {formatRating(average, language)} <span className="font-normal text-stone-700">({formatNumber(count, language)})</span>
          </span>
          <span className="sr-only">{t('culinary.rating.label', { rating: formatRating(average, language), count })}</span>
        </>
      ) : (
        t('culinary.rating.none')
      )}
    </span>
  );
}

/** Five stars, filled up to `rating`, read out as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('culinary.rating.stars', { rating })} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= rating ? 'fill-amber-400 text-amber-600' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}
