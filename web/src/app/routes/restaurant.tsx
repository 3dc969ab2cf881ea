import { useParams } from 'react-router';
import { RestaurantDetail } from '../../features/culinary/components/restaurant-detail.tsx';

/** /culinary/restaurant/:slug: a place to eat. */
export function RestaurantRoute() {
  const { slug = '' } = useParams();
  return <RestaurantDetail key={slug} slug={slug} />;
}
