import type { Dish } from '@tn/contracts/culinary';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhotoCredit } from '../../../components/media/photo-credit.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { localized } from '../../../lib/localized.ts';
import { dishPhoto } from '../utils/photos.ts';
import { CulinaryImage } from './culinary-image.tsx';
import { RatingBadge } from './rating-badge.tsx';

/**
 * A sidebar box of dishes from the API (similar dishes, a place's popular dishes): a thumbnail,
 * the name linking to the dish and its rating; a skeleton, an error line or an empty line.
 */
export function DishList({
  id,
  title,
  query,
  empty,
  error,
}: {
  id: string;
  title: string;
  query: UseQueryResult<Dish[]>;
  empty: string;
  error: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {query.isPending ? (
        <div className="mt-4 grid gap-3">
          <span role="status" className="sr-only">
            {t('app.loading')}
          </span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3" aria-hidden="true">
              <Skeleton className="size-16 rounded-xl" />
              <div className="grid flex-1 content-center gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {query.data.map((dish) => {
            const name = localized(dish, 'name', language);
            const photo = dishPhoto(dish);
            return (
              <li key={dish.id} className="relative flex gap-3 rounded-xl p-1 hover:bg-tea-50">
                <CulinaryImage photo={photo} name={name} kind="dish" compact decorative credit="outside" className="size-16 shrink-0 rounded-xl" />
                <div className="grid min-w-0 content-center gap-1">
                  <Link to={paths.dish(dish.slug)} className="rounded font-medium text-stone-900 after:absolute after:inset-0 hover:text-tea-800">
                    {name}
                  </Link>
                  <RatingBadge average={dish.averageRating} count={dish.ratingCount} className="self-start" />
                  {/* Above the stretched link, so that its own link stays reachable. */}
                  {photo && <PhotoCredit photo={photo} besidePicture className="relative z-10" />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
