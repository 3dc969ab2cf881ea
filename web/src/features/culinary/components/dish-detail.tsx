import type { Dish } from '@tn/contracts/culinary';
import { ArrowLeft, Clock, Leaf, MapPin, Store, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/localized.ts';
import { useDishBySlug } from '../api/get-dish.ts';
import { useSimilarDishes } from '../api/get-similar-dishes.ts';
import { dishPhoto } from '../utils/photos.ts';
import { restaurantKindLabel } from '../../../lib/restaurant-kind.ts';
import { CulinaryImage } from './culinary-image.tsx';
import { PageUnavailable } from '../../../components/page/page-unavailable.tsx';
import { DetailSkeleton } from './detail-states.tsx';
import { DishList } from './dish-list.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { RatingBadge } from './rating-badge.tsx';
import { ReviewsSection } from './reviews/reviews-section.tsx';
import { ShareButton } from './share-button.tsx';

/** /culinary/dish/:slug: loading, not found or failed, then the dish. */
export function DishDetail({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useDishBySlug(slug);

  if (query.isPending) return <DetailSkeleton label={t('culinary.dish.loading')} />;
  if (query.isError) {
    return (
      <PageUnavailable
        // A slug that cannot exist (bad characters) answers 400: the same "not found" for a visitor.
        notFound={isApiError(query.error, 404) || isApiError(query.error, 400)}
        notFoundTitle={t('culinary.dish.notFoundTitle')}
        notFoundMessage={t('culinary.dish.notFoundMessage')}
        loadError={t('culinary.dish.loadError')}
        backTo={paths.culinary}
        backLabel={t('culinary.backToCulinary')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <DishView dish={query.data} />;
}

function DishView({ dish }: { dish: Dish }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const similar = useSimilarDishes(dish.id);
  const name = localized(dish, 'name', language);
  const description = localized(dish, 'description', language);
  const region = localized(dish, 'region', language);
  const ingredients = localized(dish, 'ingredient', language);
  const first = dish.restaurants[0];

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
      <PageTitle title={name} />
      <Link to={paths.culinary} className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-tea-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('culinary.backToCulinary')}
      </Link>

      <header className="mt-4 grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <RatingBadge average={dish.averageRating} count={dish.ratingCount} size="lg" />
          {region && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-stone-700 ring-1 ring-stone-300">
              <MapPin aria-hidden="true" className="size-4 text-tea-600" />
              {region}
            </span>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 md:text-5xl">{name}</h1>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-10">
          <CulinaryImage photo={dishPhoto(dish)} name={name} kind="dish" loading="eager" className="aspect-[16/10] w-full rounded-2xl" />

          <section aria-labelledby="dish-about-heading" className="rounded-2xl border border-stone-200 bg-white p-5 md:p-7">
            <h2 id="dish-about-heading" className="text-2xl font-bold tracking-tight text-stone-900">
              {t('culinary.dish.about')}
            </h2>
            <p className="mt-4 leading-relaxed whitespace-pre-line text-stone-700">{description}</p>
            <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
              <Fact icon={<MapPin aria-hidden="true" />} label={t('culinary.dish.region')}>
                {region || t('culinary.notListed')}
              </Fact>
              <Fact icon={<Tag aria-hidden="true" />} label={t('culinary.dish.price')}>
                {dish.price ?? t('culinary.priceNotListed')}
              </Fact>
              {dish.preparationTime && (
                <Fact icon={<Clock aria-hidden="true" />} label={t('culinary.dish.preparationTime')}>
                  {dish.preparationTime}
                </Fact>
              )}
            </dl>
            <h3 className="mt-6 flex items-center gap-2 text-lg font-semibold text-stone-900">
              <Leaf aria-hidden="true" className="size-5 text-tea-700" />
              {t('culinary.dish.ingredients')}
            </h3>
            <p className="mt-2 leading-relaxed text-stone-700">{ingredients || t('culinary.dish.noIngredients')}</p>
          </section>

          <section aria-labelledby="dish-places-heading">
            <h2 id="dish-places-heading" className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900">
              <Store aria-hidden="true" className="size-6 text-tea-700" />
              {t('culinary.dish.wherePlaces')}
            </h2>
            {dish.restaurants.length === 0 ? (
              <p className="rounded-2xl border border-stone-200 bg-white px-5 py-6 text-stone-700">{t('culinary.dish.noPlaces')}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {dish.restaurants.map((place) => (
                  <li key={place.id} className="relative rounded-2xl border border-stone-200 bg-white p-4 hover:border-tea-300">
                    <span className="text-xs font-medium text-tea-800">{restaurantKindLabel(place.kind, t)}</span>
                    <p className="mt-1 font-semibold">
                      <Link to={paths.restaurant(place.slug)} className="rounded text-stone-900 after:absolute after:inset-0 hover:text-tea-800">
                        {localized(place, 'name', language)}
                      </Link>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <ReviewsSection subject={{ kind: 'dish', id: dish.id }} subjectName={name} />
        </div>

        <aside className="grid content-start gap-6" aria-label={t('culinary.dish.sidebar')}>
          <section aria-labelledby="dish-summary-heading" className="grid gap-4 rounded-2xl border border-tea-200 bg-tea-50 p-5">
            <h2 id="dish-summary-heading" className="text-lg font-semibold text-stone-900">
              {t('culinary.dish.summary')}
            </h2>
            <dl className="grid gap-3 text-sm">
              <Fact icon={<Store aria-hidden="true" />} label={t('culinary.dish.firstPlace')}>
                {first ? (
                  <Link to={paths.restaurant(first.slug)} className="rounded font-medium text-tea-800 underline underline-offset-2 hover:no-underline">
                    {localized(first, 'name', language)}
                  </Link>
                ) : (
                  t('culinary.card.noPlace')
                )}
              </Fact>
              <Fact icon={<Tag aria-hidden="true" />} label={t('culinary.dish.rating')}>
                <RatingBadge average={dish.averageRating} count={dish.ratingCount} />
              </Fact>
            </dl>
            <ShareButton title={name} path={paths.dish(dish.slug)} className="justify-self-start" />
          </section>
          <DishList
            id="similar-dishes-heading"
            title={t('culinary.dish.similar')}
            query={similar}
            empty={t('culinary.dish.noSimilar')}
            error={t('culinary.dish.similarError')}
          />
        </aside>
      </div>
    </article>
  );
}
