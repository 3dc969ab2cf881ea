import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { ErrorBody, GalleryImage } from '../src/common.ts';
import { ChatMessage, ChatReply, ChatRequest } from '../src/chat.ts';
import { Dish, Menu, NewReview, Restaurant, Review } from '../src/culinary.ts';
import { DashboardState, Me } from '../src/users.ts';
import {
  Matchup,
  MatchupQuery,
  RankingsQuery,
  RecentVote,
  UidParams,
  Vote,
  VoteBody,
  VotesRemaining,
} from '../src/votes.ts';

const NOW = '2026-11-22T10:00:00.000Z';
const ref = (id: number) => ({ id, slug: `place-${id}`, name: `Place ${id}`, nameVi: null });

const card = (id: number) => ({
  ...ref(id),
  description: 'A lake',
  descriptionVi: 'Một hồ nước',
  imageUrl: '',
  category: 'ecotourism',
  eloScore: 1016,
  matches: 1,
  wins: 1,
  rank: id,
});

const dish = {
  id: 1,
  slug: 'banh-chung-bo-dau',
  name: 'Bo Dau sticky rice cake',
  nameVi: 'Bánh chưng Bờ Đậu',
  imageUrl: '',
  description: 'Square sticky rice cake',
  descriptionVi: null,
  region: 'Phu Luong',
  regionVi: 'Phú Lương',
  ingredient: null,
  ingredientVi: null,
  preparationTime: null,
  locationId: null,
  averageRating: 4.5,
  ratingCount: 2,
  restaurants: [{ id: 3, slug: 'quan-a', name: 'Quan A', nameVi: 'Quán A' }],
  price: '50.000đ',
  createdAt: NOW,
  updatedAt: NOW,
};

const restaurant = {
  id: 3,
  slug: 'quan-a',
  name: 'Quan A',
  nameVi: 'Quán A',
  imageUrl: null,
  images: [],
  description: null,
  descriptionVi: null,
  address: null,
  addressVi: null,
  phone: null,
  website: null,
  openingHours: null,
  openingHoursVi: null,
  latitude: 21.59,
  longitude: 105.85,
  isSample: true,
  averageRating: 0,
  ratingCount: 0,
  createdAt: NOW,
  updatedAt: NOW,
};

const review = { content: 'Thơm ngon, rất đáng thử!', rating: 5, imageUrl: null };

/** The first error's path and message, as a route would report it. */
const firstError = (schema: TSchema, value: unknown) => {
  const [error] = Value.Errors(schema, value);
  return error && `${error.instancePath} ${error.message}`;
};

describe('votes', () => {
  it('accepts a recent vote and rejects one without its losing location', () => {
    const vote = { id: 7, votedAt: NOW, winningLocation: ref(1), losingLocation: ref(2) };
    expect(Value.Check(RecentVote, vote)).toBe(true);
    expect(Value.Check(RecentVote, { ...vote, losingLocation: undefined })).toBe(false);
    expect(Value.Check(RecentVote, { ...vote, votedAt: 'yesterday' })).toBe(false);
  });

  it('accepts a matchup of two cards with their standing', () => {
    expect(Value.Check(Matchup, { left: card(1), right: card(2) })).toBe(true);
    expect(Value.Check(Matchup, { left: card(1), right: { ...card(2), rank: 0 } })).toBe(false);
  });

  it('takes exclusions as optional positive integers, converting query strings', () => {
    expect(Value.Check(MatchupQuery, {})).toBe(true);
    expect(Value.Check(MatchupQuery, Value.Convert(MatchupQuery, { excludeLeft: '3', excludeRight: '4' }))).toBe(true);
    expect(Value.Check(MatchupQuery, { excludeLeft: 1.5 })).toBe(false);
    expect(Value.Check(MatchupQuery, { excludeLeft: 0 })).toBe(false);
  });

  it('needs both location ids in a vote, and tolerates the userId the old client sends', () => {
    expect(Value.Check(VoteBody, { winningLocationId: 1, losingLocationId: 2 })).toBe(true);
    expect(Value.Check(VoteBody, { winningLocationId: 1, losingLocationId: 2, userId: '999' })).toBe(true);
    expect(firstError(VoteBody, { winningLocationId: 1 })).toMatch(/losingLocationId/);
    expect(Value.Check(VoteBody, { winningLocationId: -1, losingLocationId: 2 })).toBe(false);
    expect(Value.Check(VoteBody, { winningLocationId: '1', losingLocationId: 2 })).toBe(false);
  });

  it('keeps votes remaining a non-negative integer (staging may raise the allowance above 3)', () => {
    expect(Value.Check(VotesRemaining, { votesRemaining: 0 })).toBe(true);
    expect(Value.Check(VotesRemaining, { votesRemaining: 3 })).toBe(true);
    expect(Value.Check(VotesRemaining, { votesRemaining: 99_997 })).toBe(true);
    expect(Value.Check(VotesRemaining, { votesRemaining: 1.5 })).toBe(false);
    expect(Value.Check(VotesRemaining, { votesRemaining: -1 })).toBe(false);
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
  });

  it('describes an applied vote with its scores before and after', () => {
    const applied = {
      id: 1,
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
  });
});

describe('culinary', () => {
  it('accepts a dish with its rating, restaurants and price', () => {
    expect(Value.Check(Dish, dish)).toBe(true);
    expect(Value.Check(Dish, { ...dish, averageRating: 5.5 })).toBe(false);
    expect(Value.Check(Dish, { ...dish, restaurants: undefined })).toBe(false);
  });

  it('accepts a restaurant, flagged when it is a sample', () => {
    expect(Value.Check(Restaurant, restaurant)).toBe(true);
    expect(Value.Check(Restaurant, { ...restaurant, isSample: undefined })).toBe(false);
  });

  it('accepts a menu whose items carry a price and a dish', () => {
    const item = {
      id: 1,
      price: '45.000đ',
      isAvailable: true,
      dish: { id: 1, slug: dish.slug, name: dish.name, nameVi: dish.nameVi, description: '', descriptionVi: null, imageUrl: '' },
    };
    const menu = { id: 1, restaurantId: 3, name: 'Lunch', nameVi: 'Bữa trưa', description: null, descriptionVi: null, menuItems: [item] };
    expect(Value.Check(Menu, menu)).toBe(true);
    expect(Value.Check(Menu, { ...menu, menuItems: [{ ...item, dish: undefined }] })).toBe(false);
  });

  it('accepts a stored review', () => {
    const stored = { id: 1, ...review, dishId: 1, restaurantId: null, userId: 'u1', createdAt: NOW, updatedAt: NOW };
    expect(Value.Check(Review, stored)).toBe(true);
    expect(Value.Check(Review, { ...stored, rating: 0 })).toBe(false);
  });

  it('accepts a new review about exactly one dish or one restaurant', () => {
    expect(Value.Check(NewReview, { ...review, dishId: 1 })).toBe(true);
    expect(Value.Check(NewReview, { ...review, restaurantId: 3 })).toBe(true);
    expect(Value.Check(NewReview, { ...review, dishId: 1, restaurantId: null })).toBe(true);
    // What the spec's client sends: userId and a null image are ignored or allowed.
    expect(Value.Check(NewReview, { ...review, dishId: 1, userId: '999' })).toBe(true);
    expect(Value.Check(NewReview, { ...review, dishId: 1, restaurantId: 3 })).toBe(false);
    expect(Value.Check(NewReview, { ...review })).toBe(false);
    expect(Value.Check(NewReview, { ...review, dishId: 0 })).toBe(false);
  });

  it('refuses a rating outside 1–5 or not whole', () => {
    for (const rating of [0, 6, 4.5, '5']) {
      expect(Value.Check(NewReview, { ...review, rating, dishId: 1 }), String(rating)).toBe(false);
    }
    expect(firstError(NewReview, { ...review, rating: 6, dishId: 1 })).toMatch(/^\/rating /);
  });

  it('counts review length after trimming: 10 to 2000 characters', () => {
    const withContent = (content: string) => ({ ...review, content, dishId: 1 });
    expect(Value.Check(NewReview, withContent('Ngon lắm!!'))).toBe(true);
    expect(Value.Check(NewReview, withContent('  Ngon lắm!!\n'))).toBe(true);
    expect(Value.Check(NewReview, withContent('x'.repeat(2000)))).toBe(true);
    expect(Value.Check(NewReview, withContent('Ngon lắm!'))).toBe(false);
    expect(Value.Check(NewReview, withContent('   Ngon!    '))).toBe(false);
    expect(Value.Check(NewReview, withContent(' '.repeat(12)))).toBe(false);
    expect(Value.Check(NewReview, withContent('x'.repeat(2001)))).toBe(false);
  });

  it('allows only an https link as a review image', () => {
    expect(Value.Check(NewReview, { ...review, dishId: 1, imageUrl: 'https://example.org/a.jpg' })).toBe(true);
    expect(Value.Check(NewReview, { ...review, dishId: 1, imageUrl: 'javascript:alert(1)' })).toBe(false);
  });
});

describe('chat', () => {
  it('takes a message of 1–2000 characters in English or Vietnamese', () => {
    expect(Value.Check(ChatRequest, { message: 'Đi đâu ở Thái Nguyên?', language: 'vi' })).toBe(true);
    expect(Value.Check(ChatRequest, { message: 'x'.repeat(2000), language: 'en' })).toBe(true);
    expect(Value.Check(ChatRequest, { message: '', language: 'en' })).toBe(false);
    expect(Value.Check(ChatRequest, { message: '   ', language: 'en' })).toBe(false);
    expect(Value.Check(ChatRequest, { message: 'x'.repeat(2001), language: 'en' })).toBe(false);
    expect(Value.Check(ChatRequest, { message: 'hi', language: 'fr' })).toBe(false);
  });

  it('answers with a message', () => {
    expect(Value.Check(ChatReply, { message: 'Xin chào!' })).toBe(true);
    expect(Value.Check(ChatReply, { reply: 'Xin chào!' })).toBe(false);
    expect(Value.Check(ChatMessage, { role: 'assistant', content: 'Xin chào!' })).toBe(true);
    expect(Value.Check(ChatMessage, { role: 'system', content: 'x' })).toBe(false);
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
    };
    expect(Value.Check(Me, me)).toBe(true);
    expect(Value.Check(Me, { ...me, memberSince: 'last year' })).toBe(false);
    expect(Value.Check(Me, { ...me, uid: undefined })).toBe(false);
  });

  it('keeps the dashboard mood to the five travel moods', () => {
    const state = {
      favorites: [1],
      recentVotes: [],
      visitedLocations: [2],
      travelMood: 'nature',
      plannedTrips: [{ id: 't1', locationId: 1, date: '2026-12-01', notes: '' }],
    };
    expect(Value.Check(DashboardState, state)).toBe(true);
    expect(Value.Check(DashboardState, { ...state, travelMood: 'shopping' })).toBe(false);
    expect(Value.Check(DashboardState, { ...state, plannedTrips: [{ id: 't1', locationId: 1, date: 'soon', notes: '' }] })).toBe(
      false,
    );
  });
});

describe('common', () => {
  it('has one error body and a gallery image', () => {
    expect(Value.Check(ErrorBody, { statusCode: 404, error: 'Not Found', message: 'Dish not found: x' })).toBe(true);
    expect(Value.Check(ErrorBody, { statusCode: 404, error: 'Not Found' })).toBe(false);
    expect(Value.Check(GalleryImage, { src: 'https://example.org/a.jpg', alt: 'Lake', caption: 'Lake' })).toBe(true);
  });
});
