import { RATING_PRIOR_FALLBACK, RATING_PRIOR_WEIGHT } from '@tn/contracts/constants';
import { ArrowRight, Crown, Info, Medal, MapPin, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { cn } from '../../../lib/cn.ts';
import { localized } from '../../../lib/localized.ts';
import { useTopRatedDishes } from '../api/get-top-rated-dishes.ts';
import { dishPhoto } from '../utils/photos.ts';
import { formatRating } from '../utils/rating.ts';
import { CulinaryImage } from './culinary-image.tsx';
import { RatingBadge } from './rating-badge.tsx';

const PODIUM = [
  'bg-gradient-to-br from-amber-300 to-amber-500 text-amber-950 ring-amber-600/40',
  'bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900 ring-slate-500/40',
  'bg-gradient-to-br from-orange-300 to-orange-500 text-orange-950 ring-orange-700/40',
];

/** The top-rated tab: the three best dishes by the damped average, and how that is computed. */
export function TopRatedPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const top = useTopRatedDishes();

  return (
    <div className="grid gap-8">
      <section aria-labelledby="top-rated-heading">
        <h2 id="top-rated-heading" className="mb-4 text-2xl font-bold tracking-tight text-stone-900">
          {t('culinary.topRated.heading')}
        </h2>
        {top.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-medium text-red-800">{t('culinary.dishes.loadError')}</p>
            <Button variant="outline" className="mt-4" onClick={() => void top.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('errors.retry')}
            </Button>
          </div>
        ) : top.isPending ? (
          <div className="grid gap-4 md:grid-cols-3">
            <span role="status" className="sr-only">
              {t('culinary.dishes.loading')}
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-72 w-full rounded-2xl" />
            ))}
          </div>
        ) : top.data.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center text-stone-700">{t('culinary.topRated.empty')}</p>
        ) : (
          <ol className="grid gap-4 md:grid-cols-3">
            {top.data.map((dish, index) => {
              const name = localized(dish, 'name', language);
              const region = localized(dish, 'region', language);
              const Icon = index === 0 ? Crown : Medal;
              return (
                <li key={dish.id} data-testid="top-rated-dish">
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
                    <div className="relative">
                      <CulinaryImage photo={dishPhoto(dish)} name={name} kind="dish" className="aspect-[16/10] w-full" />
                      <span
                        className={cn(
                          'absolute top-3 left-3 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-bold ring-1',
                          PODIUM[index] ?? 'bg-white text-stone-900 ring-stone-300',
                        )}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                        <span aria-hidden="true">#{index + 1}</span>
                        <span className="sr-only">{t('culinary.topRated.rank', { rank: index + 1 })}</span>
                      </span>
                    </div>
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <h3 className="text-lg font-semibold text-stone-900">{name}</h3>
                      <RatingBadge average={dish.averageRating} count={dish.ratingCount} className="self-start" />
                      {region && (
                        <p className="flex items-start gap-1.5 text-sm text-stone-600">
                          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-600" />
                          <span>
                            <span className="sr-only">{t('culinary.dish.region')}: </span>
                            {region}
                          </span>
                        </p>
                      )}
                      <Link
                        to={paths.dish(dish.slug)}
                        className={buttonVariants({ size: 'sm', className: 'mt-auto self-start' })}
                        aria-label={t('culinary.card.viewDetailsOf', { name })}
                      >
                        {t('culinary.card.viewDetails')}
                        <ArrowRight aria-hidden="true" />
                      </Link>
                    </div>
                  </article>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby="how-ratings-heading" className="rounded-2xl border border-tea-200 bg-tea-50 p-5 md:p-7">
        <h2 id="how-ratings-heading" className="flex items-center gap-2 text-lg font-semibold text-tea-950">
          <Info aria-hidden="true" className="size-5 text-tea-700" />
          {t('culinary.topRated.howTitle')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-stone-800">
          {t('culinary.topRated.howBody', {
            weight: RATING_PRIOR_WEIGHT,
            fallback: formatRating(RATING_PRIOR_FALLBACK, language),
          })}
        </p>
        <p className="mt-2 text-sm leading-relaxed text-stone-800">{t('culinary.topRated.howNote')}</p>
      </section>
    </div>
  );
}
