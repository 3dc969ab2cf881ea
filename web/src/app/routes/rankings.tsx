import { RankingsScreen } from '../../features/rankings/components/rankings-screen.tsx';

/** Rankings (/rankings): monthly standings with search, sort, pages and past months. */
export function RankingsRoute() {
  return <RankingsScreen />;
}
