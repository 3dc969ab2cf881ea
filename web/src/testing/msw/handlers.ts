import type { ErrorBody } from '@tn/contracts/common';
import type { Location, RankedLocation } from '@tn/contracts/locations';
import { matchesSearch } from '@tn/contracts/search';
import type { Matchup, RankingMonths, RecentVote, ScoreHistory, Season, VoteBody, VotesRemaining } from '@tn/contracts/votes';
import { http, HttpResponse } from 'msw';
import { chatHandlers } from './chat-handlers.ts';
import { culinaryHandlers } from './culinary-handlers.ts';
import { lakeScorePoints, locations, matchup, myVotes, rankings, recentVotes, voteLimit } from './fixtures.ts';
import { meHandlers } from './me-handlers.ts';
import { moderationHandlers } from './moderation-handlers.ts';

/** The services' one error body, with its status. */
export function apiError(statusCode: number, message = 'error') {
  const error = statusCode === 404 ? 'Not Found' : statusCode >= 500 ? 'Service Unavailable' : 'Bad Request';
  return HttpResponse.json<ErrorBody>({ statusCode, error, message }, { status: statusCode });
}

/** The calendar month now in Asia/Ho_Chi_Minh, "YYYY-MM" (follows a faked clock). */
function seasonNow(): Season {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** A default answer for every /api call the web makes; tests replace one with `server.use()`. */
export const handlers = [
  http.get('/api/locations', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const category = params.get('category');
    // The catalog's own search rule, shared through @tn/contracts.
    return HttpResponse.json<Location[]>(
      locations.filter((l) => (!category || l.category === category) && matchesSearch(q, [l.name, l.nameVi])),
    );
  }),
  http.get<{ slug: string }, never, Location | ErrorBody>('/api/locations/slug/:slug', ({ params }) => {
    const location = locations.find((l) => l.slug === params.slug);
    return location ? HttpResponse.json<Location>(location) : apiError(404, 'Location not found');
  }),
  http.get<{ id: string }, never, Location[] | ErrorBody>('/api/locations/:id/similar', ({ params }) => {
    const location = locations.find((l) => l.id === Number(params.id));
    if (!location) return apiError(404, 'Location not found');
    return HttpResponse.json<Location[]>(locations.filter((l) => l.id !== location.id && l.category === location.category));
  }),
  http.get('/api/rankings', () => HttpResponse.json<RankedLocation[]>(rankings)),
  // The lake has played this month (its points end at its score); the others have not.
  http.get<{ locationId: string }, never, ScoreHistory | ErrorBody>('/api/rankings/history/:locationId', ({ params, request }) => {
    const id = Number(params.locationId);
    if (!locations.some((l) => l.id === id)) return apiError(404, 'Location not found');
    const month = new URL(request.url).searchParams.get('month') ?? seasonNow();
    return HttpResponse.json<ScoreHistory>({ month, start: 1000, points: id === 1 ? lakeScorePoints : [] });
  }),
  // The fixtures have played this month only: the current season, as the catalog counts it.
  http.get('/api/rankings/months', () => HttpResponse.json<RankingMonths>([seasonNow()])),
  http.get('/api/matchup', () => HttpResponse.json<Matchup>(matchup)),
  http.get('/api/votes/recent', ({ request }) => {
    const locationId = Number(new URL(request.url).searchParams.get('locationId'));
    return HttpResponse.json<RecentVote[]>(
      locationId ? recentVotes.filter((v) => v.winningLocation.id === locationId || v.losingLocation.id === locationId) : recentVotes,
    );
  }),
  // The signed-in user's own votes (the default user of me-handlers).
  http.get('/api/votes/mine', () => HttpResponse.json<RecentVote[]>(myVotes)),
  http.get('/api/user/:uid/vote-limit', () => HttpResponse.json<VotesRemaining>(voteLimit)),
  // As the voting service: a vote must quote the token of the matchup it was cast on.
  http.post<never, Partial<VoteBody>, VotesRemaining | ErrorBody>('/api/vote', async ({ request }) => {
    const body = await request.json();
    if (!body.matchupToken) return apiError(400, 'matchupToken is required');
    return HttpResponse.json<VotesRemaining>({ ...voteLimit, votesRemaining: Math.max(0, voteLimit.votesRemaining - 1) });
  }),
  ...culinaryHandlers,
  ...meHandlers,
  ...moderationHandlers,
  ...chatHandlers,
];
