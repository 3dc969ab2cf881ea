import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { ErrorBody, Photo } from '../src/common.ts';
import { CreateTripBody, Me, MoodBody } from '../src/users.ts';
import { TRAVEL_MOODS } from '../src/constants.ts';
import {
  Matchup,
  MatchupQuery,
  RankingMonths,
  RankingsQuery,
  RecentVote,
  UidParams,
  Vote,
  VoteBody,
  VotesRemaining,
} from '../src/votes.ts';

const NOW = '2026-11-22T10:00:00.000Z';
const matchupToken = 'v1.signed-by-voting';
const ref = (id: number) => ({ id, slug: `place-${id}`, name: `Place ${id}`, nameVi: null });

const card = (id: number) => ({
  ...ref(id),
  description: 'A lake',
  descriptionVi: 'Một hồ nước',
  photo: null,
  category: 'ecotourism',
  eloScore: 1016,
  matches: 1,
  wins: 1,
  rank: id,
});

/** The first error's path and message, as a route would report it. */
const firstError = (schema: TSchema, value: unknown) => {
  const [error] = Value.Errors(schema, value);
  return error && `${error.instancePath} ${error.message}`;
};

describe('votes', () => {
  it('accepts a recent vote and rejects one without its losing location', () => {
    const vote = { id: 7, votedAt: NOW, outcome: 'win', winningLocation: ref(1), losingLocation: ref(2) };
    expect(Value.Check(RecentVote, vote)).toBe(true);
    expect(Value.Check(RecentVote, { ...vote, outcome: 'draw' })).toBe(true);
    expect(Value.Check(RecentVote, { ...vote, outcome: 'loss' })).toBe(false);
    expect(Value.Check(RecentVote, { ...vote, losingLocation: undefined })).toBe(false);
    expect(Value.Check(RecentVote, { ...vote, votedAt: 'yesterday' })).toBe(false);
  });

  it('accepts a matchup of two cards with their standing and the token a vote must quote', () => {
    expect(Value.Check(Matchup, { left: card(1), right: card(2), matchupToken })).toBe(true);
    expect(Value.Check(Matchup, { left: card(1), right: card(2) })).toBe(false);
    expect(Value.Check(Matchup, { left: card(1), right: { ...card(2), rank: 0 }, matchupToken })).toBe(false);
    // A place without a match this month is unranked.
    expect(Value.Check(Matchup, { left: card(1), right: { ...card(2), rank: null }, matchupToken })).toBe(true);
  });

  it('takes exclusions as optional positive integers, converting query strings', () => {
    expect(Value.Check(MatchupQuery, {})).toBe(true);
    expect(Value.Check(MatchupQuery, Value.Convert(MatchupQuery, { excludeLeft: '3', excludeRight: '4' }))).toBe(true);
    expect(Value.Check(MatchupQuery, { excludeLeft: 1.5 })).toBe(false);
    expect(Value.Check(MatchupQuery, { excludeLeft: 0 })).toBe(false);
  });

  it('needs both location ids and the matchup token in a vote, and tolerates the userId the old client sends', () => {
    const body = { winningLocationId: 1, losingLocationId: 2, matchupToken };
    expect(Value.Check(VoteBody, body)).toBe(true);
    expect(Value.Check(VoteBody, { ...body, userId: '999' })).toBe(true);
    expect(firstError(VoteBody, { winningLocationId: 1, matchupToken })).toMatch(/losingLocationId/);
    expect(firstError(VoteBody, { winningLocationId: 1, losingLocationId: 2 })).toMatch(/matchupToken/);
    expect(Value.Check(VoteBody, { ...body, winningLocationId: -1 })).toBe(false);
    expect(Value.Check(VoteBody, { ...body, winningLocationId: '1' })).toBe(false);
    // "Can't decide" is a draw; nothing else but a win.
    expect(Value.Check(VoteBody, { ...body, outcome: 'draw' })).toBe(true);
    expect(Value.Check(VoteBody, { ...body, outcome: 'win' })).toBe(true);
    expect(Value.Check(VoteBody, { ...body, outcome: 'loss' })).toBe(false);
  });

  it('keeps votes remaining a non-negative integer (staging may raise the allowance above 3)', () => {
    expect(Value.Check(VotesRemaining, { votesRemaining: 0, votesPerWeek: 3 })).toBe(true);
    expect(Value.Check(VotesRemaining, { votesRemaining: 3, votesPerWeek: 3 })).toBe(true);
    expect(Value.Check(VotesRemaining, { votesRemaining: 99_997, votesPerWeek: 100_000 })).toBe(true);
    expect(Value.Check(VotesRemaining, { votesRemaining: 1.5, votesPerWeek: 3 })).toBe(false);
    expect(Value.Check(VotesRemaining, { votesRemaining: -1, votesPerWeek: 3 })).toBe(false);
    expect(Value.Check(VotesRemaining, { votesRemaining: 2 })).toBe(false);
  });

  it('accepts Firebase uids and refuses path tricks', () => {
    expect(Value.Check(UidParams, { uid: 'kX3nA9qPz1VbT0u2Wc8eR7yLmN4s' })).toBe(true);
    expect(Value.Check(UidParams, { uid: '../admin' })).toBe(false);
    expect(Value.Check(UidParams, { uid: '' })).toBe(false);
    expect(Value.Check(UidParams, { uid: 'a'.repeat(129) })).toBe(false);
  });

  it('takes a ranking month as YYYY-MM with a real month', () => {
    expect(Value.Check(RankingsQuery, {})).toBe(true);
    expect(Value.Check(RankingsQuery, { month: '2026-11' })).toBe(true);
    expect(Value.Check(RankingsQuery, { month: '2026-01' })).toBe(true);
    for (const month of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01']) {
      expect(Value.Check(RankingsQuery, { month }), month).toBe(false);
    }
    expect(Value.Check(RankingMonths, ['2026-11', '2026-09', '2025-12'])).toBe(true);
    expect(Value.Check(RankingMonths, ['2026-13'])).toBe(false);
  });

  it('describes an applied vote with its scores before and after', () => {
    const applied = {
      id: 1,
      outcome: 'win',
      winningLocationId: 1,
      losingLocationId: 2,
      winnerScoreBefore: 1000,
      loserScoreBefore: 1000,
      winnerScoreAfter: 1016,
      loserScoreAfter: 984,
      votedAt: NOW,
      userId: null,
      weekNumber: 47,
      yearNumber: 2026,
    };
    expect(Value.Check(Vote, applied)).toBe(true);
    expect(Value.Check(Vote, { ...applied, winnerScoreAfter: 1016.5 })).toBe(false);
    expect(Value.Check(Vote, { ...applied, outcome: undefined })).toBe(false);
  });
});

describe('users', () => {
  it('describes the signed-in user', () => {
    const me = {
      uid: 'u1',
      email: 'a@example.org',
      displayName: null,
      photoURL: null,
      provider: 'google.com',
      memberSince: NOW,
      travelMood: null,
      favorites: [3, 1],
      visited: [],
      plannedTrips: [{ id: '0b7e3f4c-1d2a-4c59-9d7e-5f1a2b3c4d5e', locationId: 3, date: '2026-12-24', notes: '' }],
      counts: { visited: 0, favorites: 2, votesCast: 5 },
    };
    expect(Value.Check(Me, me)).toBe(true);
    expect(Value.Check(Me, { ...me, travelMood: 'nature' })).toBe(true);
    expect(Value.Check(Me, { ...me, travelMood: 'party' })).toBe(false);
    expect(Value.Check(Me, { ...me, memberSince: 'last year' })).toBe(false);
    expect(Value.Check(Me, { ...me, uid: undefined })).toBe(false);
    expect(Value.Check(Me, { ...me, counts: undefined })).toBe(false);
  });

  it('checks dashboard bodies by shape (real dates and trimmed notes are the service\'s)', () => {
    expect(Value.Check(CreateTripBody, { locationId: 1, date: '2026-12-24' })).toBe(true);
    expect(Value.Check(CreateTripBody, { locationId: 1, date: '24/12/2026' })).toBe(false);
    expect(Value.Check(CreateTripBody, { locationId: 0, date: '2026-12-24' })).toBe(false);
    expect(Value.Check(MoodBody, { travelMood: 'food' })).toBe(true);
    expect(Value.Check(MoodBody, { travelMood: 'Food' })).toBe(false);
    expect(TRAVEL_MOODS).toEqual(['adventure', 'relaxation', 'culture', 'nature', 'food']);
  });
});

describe('common', () => {
  it('has one error body', () => {
    expect(Value.Check(ErrorBody, { statusCode: 404, error: 'Not Found', message: 'Dish not found: x' })).toBe(true);
    expect(Value.Check(ErrorBody, { statusCode: 404, error: 'Not Found' })).toBe(false);
  });

  it('has no photo without its author, licence and source page', () => {
    const photo = {
      url: 'https://upload.wikimedia.org/wikipedia/commons/9/90/Tea_hill_in_Thai_Nguyen.jpg',
      author: 'Bacthai20',
      licence: 'CC0',
      sourceUrl: 'https://commons.wikimedia.org/wiki/File:Tea_hill_in_Thai_Nguyen.jpg',
    };
    expect(Value.Check(Photo, photo)).toBe(true);
    for (const key of ['url', 'author', 'licence', 'sourceUrl'] as const) {
      expect(Value.Check(Photo, { ...photo, [key]: undefined }), key).toBe(false);
      expect(Value.Check(Photo, { ...photo, [key]: '' }), key).toBe(false);
    }
    expect(Value.Check(Photo, { ...photo, url: 'javascript:alert(1)' })).toBe(false);
    expect(Value.Check(Photo, { ...photo, url: '//evil.example/x.jpg' })).toBe(false);
    // A visitor's approved photo is served by our media service, with its sizes.
    const own = { url: '/media/ab.800.webp', author: 'Lan', licence: 'CC BY 4.0', sourceUrl: '/media/ab.1600.webp' };
    expect(Value.Check(Photo, { ...own, srcset: '/media/ab.320.webp 320w', width: 1600, height: 1200 })).toBe(true);
    // A matchup card carries its cover photo with the credit, or null.
    expect(Value.Check(Matchup, { left: { ...card(1), photo }, right: card(2), matchupToken })).toBe(true);
    expect(Value.Check(Matchup, { left: { ...card(1), photo: { url: photo.url } }, right: card(2), matchupToken })).toBe(false);
  });
});
