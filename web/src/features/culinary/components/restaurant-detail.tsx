import type { Menu, Restaurant } from '@tn/contracts/culinary';
import { ArrowLeft, Clock, Globe, MapPin, MapPinOff, Navigation, Phone, RotateCw, Tag, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageGallery } from '../../../components/gallery/image-gallery.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { LocationMap } from '../../../components/map/location-map.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/localized.ts';
import { usePopularDishes } from '../api/get-popular-dishes.ts';
import { useRestaurantBySlug } from '../api/get-restaurant.ts';
import { useRestaurantMenus } from '../api/get-restaurant-menus.ts';
import { creditedPhotos } from '../utils/photos.ts';
import { directionsUrl, isPlaced, toMapPoint } from '../utils/places.ts';
import { restaurantKindLabel } from '../../../lib/restaurant-kind.ts';
import { CulinaryImage } from './culinary-image.tsx';
import { PageUnavailable } from '../../../components/page/page-unavailable.tsx';
import { DetailSkeleton } from './detail-states.tsx';
import { DetailTabs } from '../../../components/ui/tabs.tsx';
import { DishList } from './dish-list.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { NearbyRestaurants } from './nearby-restaurants.tsx';
import { RatingBadge } from './rating-badge.tsx';
import { ReviewsSection } from './reviews/reviews-section.tsx';
import { ShareButton } from './share-button.tsx';
import { SuggestedBadge } from './suggested-badge.tsx';

/** A place to eat is shown close up: zoom 16. */
const PLACE_ZOOM = 16;

/** /culinary/restaurant/:slug: loading, not found or failed, then the place to eat. */
export function RestaurantDetail({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useRestaurantBySlug(slug);

  if (query.isPending) return <DetailSkeleton label={t('culinary.restaurant.loading')} />;
  if (query.isError) {
    return (
      <PageUnavailable
        notFound={isApiError(query.error, 404) || isApiError(query.error, 400)}
        notFoundTitle={t('culinary.restaurant.notFoundTitle')}
        notFoundMessage={t('culinary.restaurant.notFoundMessage')}
        loadError={t('culinary.restaurant.loadError')}
        backTo={paths.culinaryTab('restaurants')}
        backLabel={t('culinary.backToRestaurants')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RestaurantView restaurant={query.data} />;
}

function RestaurantView({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const popular = usePopularDishes(restaurant.id);
  const name = localized(restaurant, 'name', language);
  const address = localized(restaurant, 'address', language);
  const description = localized(restaurant, 'description', language);
  const openingHours = localized(restaurant, 'openingHours', language);
  const priceNote = localized(restaurant, 'priceNote', language);
  const photos = creditedPhotos(restaurant).map((photo) => ({ src: photo.url, alt: name, caption: name, credit: photo }));

  const about = (
    <div className="grid gap-6">
      <p className="leading-relaxed whitespace-pre-line text-stone-700">{description || t('culinary.restaurant.noDescription')}</p>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {restaurant.phone && (
          <Fact icon={<Phone aria-hidden="true" />} label={t('culinary.restaurant.phone')}>
            <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`} className="rounded text-tea-800 underline underline-offset-2 hover:no-underline">
              {restaurant.phone}
            </a>
          </Fact>
        )}
        {restaurant.website && /^https?:\/\//i.test(restaurant.website) && (
          <Fact icon={<Globe aria-hidden="true" />} label={t('culinary.restaurant.website')}>
            <a
              href={restaurant.website}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded break-all text-tea-800 underline underline-offset-2 hover:no-underline"
            >
              {restaurant.website.replace(/^https?:\/\//i, '')}
              <span className="sr-only"> ({t('location.newTab')})</span>
            </a>
          </Fact>
        )}
        {openingHours && (
          <Fact icon={<Clock aria-hidden="true" />} label={t('culinary.restaurant.openingHours')}>
            {openingHours}
          </Fact>
        )}
        {restaurant.serves && (
          // A suggested place: what it serves, as the visitor who suggested it put it.
          <Fact icon={<UtensilsCrossed aria-hidden="true" />} label={t('suggestPlace.serves')}>
            {restaurant.serves}
          </Fact>
        )}
        <Fact icon={<Tag aria-hidden="true" />} label={t('culinary.restaurant.price')}>
          {priceNote || t('culinary.priceNotListed')}
        </Fact>
      </dl>
    </div>
  );

  const location = (
    <div className="grid gap-4">
      {address && (
        <p className="flex items-start gap-1.5 text-stone-700">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-tea-600" />
          {address}
        </p>
      )}
      {isPlaced(restaurant) ? (
        <>
          <LocationMap
            single
            zoom={PLACE_ZOOM}
            points={[toMapPoint(restaurant, language)]}
            label={t('location.mapLabel', { name })}
            height="22rem"
          />
          <div className="flex flex-wrap gap-3">
            <a href={directionsUrl(restaurant.latitude, restaurant.longitude)} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
              <Navigation aria-hidden="true" />
              {t('location.directions')}
              <span className="sr-only"> ({t('location.newTab')})</span>
            </a>
            <ShareButton title={name} path={paths.restaurant(restaurant.slug)} />
          </div>
        </>
      ) : (
        <>
          <p className="flex items-center gap-2 rounded-2xl border border-stone-200 bg-white px-5 py-6 text-stone-700">
            <MapPinOff aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
            {t('culinary.restaurant.noPosition')}
          </p>
          <ShareButton title={name} path={paths.restaurant(restaurant.slug)} className="justify-self-start" />
        </>
      )}
    </div>
  );

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
      <PageTitle title={name} />
      <Link to={paths.culinaryTab('restaurants')} className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-tea-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('culinary.backToRestaurants')}
      </Link>

      <header className="mt-4 grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-tea-50 px-3 py-1 text-sm font-medium text-tea-800 ring-1 ring-tea-200">
            {restaurantKindLabel(restaurant.kind, t)}
          </span>
          <RatingBadge average={restaurant.averageRating} count={restaurant.ratingCount} size="lg" />
          {restaurant.suggestedByVisitors && <SuggestedBadge className="px-3 py-1 text-sm" />}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 md:text-5xl">{name}</h1>
        {address && (
          <p className="flex items-start gap-1.5 text-stone-600 md:text-lg">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-tea-600" />
            {address}
          </p>
        )}
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-8">
          {photos.length > 0 ? (
            <ImageGallery
              images={photos}
              label={t('location.gallery.label', { name })}
              renderFallback={() => <CulinaryImage photo={null} name={name} kind="place" />}
              empty={null}
            />
          ) : (
            <CulinaryImage photo={null} name={name} kind="place" className="aspect-[16/7] w-full rounded-2xl" />
          )}
          <DetailTabs
            label={t('culinary.restaurant.tabsLabel', { name })}
            tabs={[
              { id: 'about', label: t('culinary.restaurant.tabs.about'), content: about },
              { id: 'menu', label: t('culinary.restaurant.tabs.menu'), content: <MenusPanel restaurantId={restaurant.id} /> },
              { id: 'location', label: t('culinary.restaurant.tabs.location'), content: location },
              {
                id: 'reviews',
                label: t('culinary.restaurant.tabs.reviews'),
                content: <ReviewsSection subject={{ kind: 'restaurant', id: restaurant.id }} subjectName={name} />,
              },
            ]}
          />
        </div>

        <aside className="grid content-start gap-6" aria-label={t('culinary.restaurant.sidebar')}>
          <section aria-labelledby="place-summary-heading" className="grid gap-4 rounded-2xl border border-tea-200 bg-tea-50 p-5">
            <h2 id="place-summary-heading" className="text-lg font-semibold text-stone-900">
              {t('culinary.restaurant.summary')}
            </h2>
            <dl className="grid gap-3 text-sm">
              <Fact icon={<Tag aria-hidden="true" />} label={t('culinary.dish.rating')}>
                <RatingBadge average={restaurant.averageRating} count={restaurant.ratingCount} />
              </Fact>
              {openingHours && (
                <Fact icon={<Clock aria-hidden="true" />} label={t('culinary.restaurant.openingHours')}>
                  {openingHours}
                </Fact>
              )}
            </dl>
            <ShareButton title={name} path={paths.restaurant(restaurant.slug)} className="justify-self-start" />
          </section>
          <DishList
            id="popular-dishes-heading"
            title={t('culinary.restaurant.popular')}
            query={popular}
            empty={t('culinary.restaurant.noPopular')}
            error={t('culinary.restaurant.popularError')}
          />
          <NearbyRestaurants restaurantId={restaurant.id} />
        </aside>
      </div>
    </article>
  );
}

function MenusPanel({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation();
  const menus = useRestaurantMenus(restaurantId);
  if (menus.isPending) {
    return (
      <div className="grid gap-3">
        <span role="status" className="sr-only">
          {t('culinary.restaurant.menuLoading')}
        </span>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (menus.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
        <p className="font-medium text-red-800">{t('culinary.restaurant.menuError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void menus.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  if (menus.data.length === 0) {
    return <p className="rounded-2xl border border-stone-200 bg-white px-5 py-6 text-stone-700">{t('culinary.restaurant.noMenu')}</p>;
  }
  return (
    <div className="grid gap-6">
      {menus.data.map((menu) => (
        <MenuBlock key={menu.id} menu={menu} />
      ))}
    </div>
  );
}

function MenuBlock({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const description = localized(menu, 'description', language);
  return (
    <section aria-labelledby={`menu-${menu.id}`} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h3 id={`menu-${menu.id}`} className="text-lg font-semibold text-stone-900">
        {localized(menu, 'name', language)}
      </h3>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      {menu.items.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('culinary.restaurant.emptyMenu')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {menu.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <Link to={paths.dish(item.dish.slug)} className="rounded font-medium text-stone-900 underline-offset-2 hover:text-tea-800 hover:underline">
                  {localized(item.dish, 'name', language)}
                </Link>
                <p className="mt-0.5 text-sm text-stone-600">{localized(item.dish, 'description', language)}</p>
              </div>
              <p className="text-sm font-medium text-stone-900">
                <span className="sr-only">{t('culinary.dish.price')}: </span>
                {item.price ?? <span className="font-normal text-stone-600">{t('culinary.priceNotListed')}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
