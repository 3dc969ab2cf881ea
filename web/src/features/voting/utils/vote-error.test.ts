import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { classifyVoteError } from './vote-error.ts';

const refusal = (status: number, message: string) =>
  new ApiError(status, 'Forbidden', JSON.stringify({ statusCode: status, error: 'Forbidden', message }));

describe('classifyVoteError', () => {
  it('tells the weekly limit from a sign-in method that may not vote by the 403 message', () => {
    expect(classifyVoteError(refusal(403, "You've used all 3 of your weekly votes. Come back next Monday for more voting!"))).toEqual({
      kind: 'limit',
    });
    const provider = 'Only accounts signed in with Google, Facebook or GitHub can vote. Sign in with one of them to vote.';
    expect(classifyVoteError(refusal(403, provider))).toEqual({ kind: 'provider' });
  });

  it('reads a 403 without a readable body as the limit, as before the provider rule', () => {
    expect(classifyVoteError(new ApiError(403, 'Forbidden', ''))).toEqual({ kind: 'limit' });
    expect(classifyVoteError(new ApiError(403, 'Forbidden', '<html>proxy</html>'))).toEqual({ kind: 'limit' });
  });

  it('a 409 is a matchup the server no longer takes a vote on; anything else is another failure', () => {
    expect(classifyVoteError(refusal(409, 'matchupToken has already been used'))).toEqual({ kind: 'staleMatchup' });
    expect(classifyVoteError(refusal(503, 'down'))).toEqual({ kind: 'other' });
    expect(classifyVoteError(new TypeError('Failed to fetch'))).toEqual({ kind: 'other' });
  });
});
