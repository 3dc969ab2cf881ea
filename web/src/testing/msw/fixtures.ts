import type { Location, RankedLocation } from '@tn/contracts/locations';
import type { LocationRef, Matchup, MatchupLocation, RecentVote, ScorePoint, VotesRemaining } from '@tn/contracts/votes';
import { makeLocation } from '../location-fixture.ts';

/**
 * What the default handlers answer: a small province in the shapes of @tn/contracts. Four
 * places have played this month; the temple has not (rank null), so every screen meets an
 * unranked place by default.
 */
export const locations: Location[] = [
  makeLocation({ eloScore: 1048, matches: 6, wins: 5, losses: 1, winRate: 83.3, rank: 1 }),
  makeLocation({
    id: 2,
    slug: 'chua-hang',
    name: 'Hang Pagoda',
    nameVi: 'Chùa Hang',
    address: 'Dong Hy District, Thai Nguyen',
    addressVi: 'Huyện Đồng Hỷ, Thái Nguyên',
    category: 'spiritual',
    eloScore: 1032,
    matches: 5,
    wins: 3,
    losses: 2,
    winRate: 60,
    rank: 2,
  }),
  makeLocation({
    id: 3,
    slug: 'atk-dinh-hoa',
    name: 'ATK Dinh Hoa',
    nameVi: 'ATK Định Hóa',
    address: 'Dinh Hoa District, Thai Nguyen',
    addressVi: 'Huyện Định Hóa, Thái Nguyên',
    category: 'cultural_historical',
    eloScore: 1016,
    matches: 4,
    wins: 2,
    losses: 2,
    winRate: 50,
    rank: 3,
  }),
  makeLocation({
    id: 4,
    slug: 'tan-cuong-tea-hills',
    name: 'Tan Cuong Tea Hills',
    nameVi: 'Đồi chè Tân Cương',
    address: 'Tan Cuong, Thai Nguyen',
    addressVi: 'Tân Cương, Thái Nguyên',
    category: 'ecotourism',
    eloScore: 968,
    matches: 5,
    wins: 1,
    losses: 4,
    winRate: 20,
    rank: 4,
  }),
  makeLocation({
    id: 5,
    slug: 'den-duom',
    name: 'Duom Temple',
    nameVi: 'Đền Đuổm',
    address: 'Phu Luong District, Thai Nguyen',
    addressVi: 'Huyện Phú Lương, Thái Nguyên',
    category: 'spiritual',
    eloScore: 1000,
    matches: 0,
    rank: null,
  }),
];

export function toMatchupLocation(location: Location): MatchupLocation {
  const { id, slug, name, nameVi, description, descriptionVi, photos, category, eloScore, matches, wins, rank } = location;
  return { id, slug, name, nameVi, description, descriptionVi, photo: photos[0] ?? null, category, eloScore, matches, wins, rank };
}

export function toLocationRef(location: Location): LocationRef {
  const { id, slug, name, nameVi } = location;
  return { id, slug, name, nameVi };
}

const [lake, pagoda, atk, teaHills] = locations as [Location, Location, Location, Location, Location];

export const matchup: Matchup = { left: toMatchupLocation(lake), right: toMatchupLocation(pagoda), matchupToken: 'matchup-token-1' };

/**
 * GET /api/rankings rows: each place with its final rank of last month, so that every movement
 * shows by default: the lake up 1 (2 → 1), the pagoda down 1, ATK unchanged, the tea hills new
 * (unranked last month), the temple nothing (unranked now).
 */
const PREVIOUS_RANKS: Record<number, number | null> = { 1: 2, 2: 1, 3: 3, 4: null, 5: 4 };
export const rankings: RankedLocation[] = locations.map((l) => ({ ...l, previousRank: PREVIOUS_RANKS[l.id] ?? null }));

/**
 * The lake's votes this month (GET /api/rankings/history/1): 6 matches from 1000 to its 1048,
 * 5 won and 1 lost, as its standing says. Other places have no points.
 */
export const lakeScorePoints: ScorePoint[] = [
  { votedAt: '2026-11-02T03:00:00.000Z', eloScore: 1016, outcome: 'win' },
  { votedAt: '2026-11-05T03:00:00.000Z', eloScore: 1031, outcome: 'win' },
  { votedAt: '2026-11-09T03:00:00.000Z', eloScore: 1045, outcome: 'win' },
  { votedAt: '2026-11-12T03:00:00.000Z', eloScore: 1027, outcome: 'loss' },
  { votedAt: '2026-11-18T03:00:00.000Z', eloScore: 1040, outcome: 'win' },
  { votedAt: '2026-11-22T03:00:00.000Z', eloScore: 1048, outcome: 'win' },
];

/** Newest first, as the server sends them; the times are fixed (tests that show them fix the clock). */
export const recentVotes: RecentVote[] = [
  { id: 12, votedAt: '2026-11-23T04:55:00.000Z', outcome: 'win', winningLocation: toLocationRef(lake), losingLocation: toLocationRef(pagoda) },
  { id: 11, votedAt: '2026-11-22T10:00:00.000Z', outcome: 'win', winningLocation: toLocationRef(atk), losingLocation: toLocationRef(teaHills) },
];

/** The default signed-in user's own latest votes (GET /api/votes/mine), newest first. */
export const myVotes: RecentVote[] = [
  { id: 12, votedAt: '2026-11-23T04:55:00.000Z', outcome: 'win', winningLocation: toLocationRef(lake), losingLocation: toLocationRef(pagoda) },
  { id: 9, votedAt: '2026-11-20T08:00:00.000Z', outcome: 'win', winningLocation: toLocationRef(teaHills), losingLocation: toLocationRef(atk) },
];

/** Deliberately not 3: the web must take the weekly allowance from the server. */
export const voteLimit: VotesRemaining = { votesRemaining: 5, votesPerWeek: 5 };
