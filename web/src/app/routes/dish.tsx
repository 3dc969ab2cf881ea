import { useParams } from 'react-router';
import { DishDetail } from '../../features/culinary/components/dish-detail.tsx';

/** /culinary/dish/:slug */
export function DishRoute() {
  const { slug = '' } = useParams();
  // Keyed by slug so moving to a similar dish starts from a clean screen.
  return <DishDetail key={slug} slug={slug} />;
}
