import { useParams } from 'react-router';
import { LocationDetail } from '../../features/locations/components/location-detail.tsx';

export function LocationRoute() {
  const { slug = '' } = useParams();
  // Keyed by slug so moving between places starts from a clean screen.
  return <LocationDetail key={slug} slug={slug} />;
}
