import { Type, type Static } from 'typebox';
import { ErrorBody, Nullable, Photo, Timestamp } from './common.ts';
import { RankingList } from './locations.ts';

const LocationId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'a location id' });

/** A monthly ranking season in the province's calendar, e.g. "2026-11". */
export const Season = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });
export type Season = Static<typeof Season>;

// ---- records: what the voting and ranking services store ----

/**
 * How a vote ended: 'win' (the winning side beat the losing one) or 'draw' ("can't decide": Elo
 * score 0.5 on both sides; winning/losing then simply name the two sides, in the order sent).
 */
export const VOTE_OUTCOMES = ['win', 'draw'] as const;
export const VoteOutcome = Type.Union([Type.Literal('win'), Type.Literal('draw')], {
  description: "'win' (default) or 'draw' (can't decide)",
});
export type VoteOutcome = Static<typeof VoteOutcome>;

/** An applied vote with the Elo scores on both sides, before and after (ranking.votes). */
export const Vote = Type.Object({
  id: Type.Integer(),
  outcome: VoteOutcome,
  winningLocationId: Type.Integer(),
  losingLocationId: Type.Integer(),
  winnerScoreBefore: Type.Integer(),
  loserScoreBefore: Type.Integer(),
  winnerScoreAfter: Type.Integer(),
  loserScoreAfter: Type.Integer(),
  votedAt: Timestamp,
  userId: Nullable(Type.String()),
  weekNumber: Type.Integer({ minimum: 1, maximum: 53 }),
  yearNumber: Type.Integer(),
});
export type Vote = Static<typeof Vote>;

// ---- GET /api/votes/recent[?locationId=] ----

/** Without a location: the latest votes overall; with one: the latest matchups it took part in. */
export const RecentVotesQuery = Type.Object({ locationId: Type.Optional(LocationId) });
export type RecentVotesQuery = Static<typeof RecentVotesQuery>;

/** Just enough of a location to name it in either language and link to it. */
export const LocationRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
});
export type LocationRef = Static<typeof LocationRef>;

export const RecentVote = Type.Object(
  {
    id: Type.Integer(),
    votedAt: Timestamp,
    /** For a draw, winningLocation and losingLocation are simply the two sides. */
    outcome: VoteOutcome,
    winningLocation: LocationRef,
    losingLocation: LocationRef,
  },
  { $id: 'RecentVote' },
);
export type RecentVote = Static<typeof RecentVote>;
export const RecentVoteList = Type.Array(RecentVote);
export type RecentVoteList = Static<typeof RecentVoteList>;

// ---- GET /api/matchup[?excludeLeft=&excludeRight=] ----

/** The pair just shown, so the next matchup differs from it. */
export const MatchupQuery = Type.Object({
  excludeLeft: Type.Optional(LocationId),
  excludeRight: Type.Optional(LocationId),
});
export type MatchupQuery = Static<typeof MatchupQuery>;

/**
 * A voting card: localized texts and the cover photo with its credit, plus the current-month standing. No $id: it appears
 * twice in a matchup, and fast-json-stringify refuses an $id that resolves to two places.
 */
export const MatchupLocation = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameVi: Nullable(Type.String()),
  description: Type.String(),
  descriptionVi: Nullable(Type.String()),
  photo: Nullable(Photo),
  category: Type.String(),
  eloScore: Type.Integer({ description: 'current-month Elo score; 1000 before any match' }),
  matches: Type.Integer({ minimum: 0 }),
  wins: Type.Integer({ minimum: 0 }),
  rank: Nullable(
    Type.Integer({ minimum: 1, description: 'position among places with at least one match this month; null: unranked' }),
  ),
});
export type MatchupLocation = Static<typeof MatchupLocation>;

/**
 * Signed by the voting service: bound to the pair and, when the matchup was fetched signed in, to
 * that user; single use; valid MATCHUP_TOKEN_TTL_MINUTES. POST /api/vote must quote it.
 */
export const MatchupToken = Type.String({ minLength: 1, maxLength: 512, description: 'the matchupToken of GET /api/matchup' });

export const Matchup = Type.Object({ left: MatchupLocation, right: MatchupLocation, matchupToken: MatchupToken });
export type Matchup = Static<typeof Matchup>;

// ---- POST /api/vote ----

/**
 * The voter comes from the verified ID token. A `userId` that older clients still send is not
 * declared here, so it is ignored, never trusted. The pair must be the one the quoted
 * matchupToken was issued for (either order); for a draw the two ids are the two sides.
 */
export const VoteBody = Type.Object({
  winningLocationId: LocationId,
  losingLocationId: LocationId,
  matchupToken: MatchupToken,
  outcome: Type.Optional(VoteOutcome),
});
export type VoteBody = Static<typeof VoteBody>;

/**
 * An optional Idempotency-Key (any text up to 200 characters, e.g. a uuid per vote click): a
 * retry with the same key from the same user gets the first answer and counts once.
 */
export const VoteHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type VoteHeaders = Static<typeof VoteHeaders>;

export const VotesRemaining = Type.Object({
  // No maximum: staging stacks raise the weekly allowance (VOTES_PER_WEEK) by configuration.
  votesRemaining: Type.Integer({ minimum: 0 }),
  votesPerWeek: Type.Integer({ minimum: 1, description: 'the weekly allowance this server grants' }),
});
export type VotesRemaining = Static<typeof VotesRemaining>;

// ---- GET /api/votes/allowance ----

/** The weekly allowance and its next reset: the same for everyone, answered without a lookup. */
export const VoteAllowance = Type.Object({
  votesPerWeek: Type.Integer({ minimum: 1, description: 'the weekly allowance this server grants' }),
  resetsAt: Type.String({ format: 'date-time', description: 'when every allowance resets: next Monday 00:00 in Vietnam' }),
});
export type VoteAllowance = Static<typeof VoteAllowance>;

// ---- GET /api/user/{uid}/vote-limit ----

/** A Firebase uid: at most 128 characters; ours are letters, digits, '-' and '_'. */
export const UidParams = Type.Object({
  uid: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type UidParams = Static<typeof UidParams>;

// ---- GET /api/rankings[?month=YYYY-MM] ----

/** Past seasons stay queryable; without a month the current one is meant. */
export const RankingsQuery = Type.Object({ month: Type.Optional(Season) });
export type RankingsQuery = Static<typeof RankingsQuery>;

export const voteRoutes = {
  // GET /api/votes/recent
  recent: { querystring: RecentVotesQuery, response: { 200: RecentVoteList, 400: ErrorBody, 503: ErrorBody } },
  // GET /api/votes/allowance
  allowance: { response: { 200: VoteAllowance } },
  // GET /api/votes/mine (signed in): the caller's latest 10 accepted votes, newest first, as RecentVote
  mine: { response: { 200: RecentVoteList, 401: ErrorBody, 503: ErrorBody } },
  // GET /api/votes/mine/all (signed in): every accepted vote of the caller, newest first (what
  // profile's export of a user's data gathers from voting)
  mineAll: { response: { 200: RecentVoteList, 401: ErrorBody, 503: ErrorBody } },
  // GET /api/matchup[?excludeLeft=&excludeRight=]
  matchup: { querystring: MatchupQuery, response: { 200: Matchup, 400: ErrorBody, 503: ErrorBody } },
  // POST /api/vote
  vote: {
    body: VoteBody,
    headers: VoteHeaders,
    response: {
      200: VotesRemaining,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      // The matchupToken is expired, issued to another user, used already, tampered with, or for another pair.
      409: ErrorBody,
      // The Idempotency-Key was used before for a different vote.
      422: ErrorBody,
      503: ErrorBody,
    },
  },
  // GET /api/user/{uid}/vote-limit
  voteLimit: {
    params: UidParams,
    response: { 200: VotesRemaining, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody },
  },
};

// ---- GET /api/rankings/months ----

/**
 * The seasons that have standings to show: those with at least one match, newest first, and
 * always the current season (Asia/Ho_Chi_Minh), even before its first vote.
 */
export const RankingMonths = Type.Array(Season, { description: 'newest first; the first is the current season' });
export type RankingMonths = Static<typeof RankingMonths>;

// ---- GET /api/rankings/history/{locationId}[?month=YYYY-MM] ----

export const ScoreHistoryParams = Type.Object({ locationId: LocationId });
export type ScoreHistoryParams = Static<typeof ScoreHistoryParams>;

/** One applied vote of the place: its Elo score after it, and how it went for the place. */
export const ScorePoint = Type.Object({
  votedAt: Timestamp,
  eloScore: Type.Integer(),
  outcome: Type.Union([Type.Literal('win'), Type.Literal('loss'), Type.Literal('draw')]),
});
export type ScorePoint = Static<typeof ScorePoint>;

/** Where a place stood through a season: it starts at `start`, then one point per applied vote, in order. */
export const ScoreHistory = Type.Object({
  month: Season,
  start: Type.Integer({ description: 'the Elo score every place starts the season with' }),
  points: Type.Array(ScorePoint),
});
export type ScoreHistory = Static<typeof ScoreHistory>;

export const rankingRoutes = {
  // GET /api/rankings[?month=YYYY-MM]
  list: { querystring: RankingsQuery, response: { 200: RankingList, 400: ErrorBody } },
  // GET /api/rankings/months
  months: { response: { 200: RankingMonths, 503: ErrorBody } },
  // GET /api/rankings/history/{locationId}[?month=YYYY-MM]
  history: {
    params: ScoreHistoryParams,
    querystring: RankingsQuery,
    response: { 200: ScoreHistory, 400: ErrorBody, 404: ErrorBody, 503: ErrorBody },
  },
};
