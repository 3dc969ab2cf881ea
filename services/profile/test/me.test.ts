import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  craftJwt,
  createEmulatorUser,
  idTokenClaims,
  refreshIdToken,
  testAuthConfig,
  updateEmulatorUser,
} from '@tn/kit/testing-auth';
import { buildTestApp } from './helper.ts';

let sut: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  sut = await buildTestApp();
});
afterAll(() => sut.close());

const me = (headers: Record<string, string> = {}) => sut.app.inject({ method: 'GET', url: '/api/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/me', () => {
  it('answers 401 without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign-in required' });
  });

  it.each([
    ['garbage', 'Bearer garbage'],
    ['a forged unsigned token', `Bearer ${craftJwt({ alg: 'none' }, idTokenClaims(randomBytes(12).toString('hex'), testAuthConfig().projectId))}`],
  ])('answers 401 for %s', async (_label, authorization) => {
    const res = await me({ authorization });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired sign-in token' });
  });

  it('answers with the signed-in user', async () => {
    const user = await createEmulatorUser({
      provider: 'google.com',
      displayName: 'Lê Minh Châu',
      photoURL: 'https://example.com/chau.jpg',
    });
    const res = await me(bearer(user.idToken));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      uid: user.uid,
      email: user.email,
      displayName: 'Lê Minh Châu',
      photoURL: 'https://example.com/chau.jpg',
      provider: 'google.com',
      memberSince: expect.any(String),
      travelMood: null,
      favorites: [],
      visited: [],
      plannedTrips: [],
      counts: { visited: 0, favorites: 0, votesCast: 0 },
      isEditor: false,
    });
    expect(Math.abs(Date.parse(body.memberSince) - Date.now())).toBeLessThan(60_000);
  });

  it('keeps memberSince from the first visit and refreshes the rest', async () => {
    const user = await createEmulatorUser({ displayName: 'Phạm Thu' });
    const first = (await me(bearer(user.idToken))).json();

    // Later the provider reports a new name; the web's next token carries it.
    await updateEmulatorUser(user, { displayName: 'Phạm Thu Hà' });
    const idToken = await refreshIdToken(user);
    const second = (await me(bearer(idToken))).json();
    const third = (await me(bearer(idToken))).json();

    expect(second.memberSince).toBe(first.memberSince);
    expect(third.memberSince).toBe(first.memberSince);
    expect(second.displayName).toBe('Phạm Thu Hà');
    const row = await sut.db.selectFrom('profile.users').selectAll().where('uid', '=', user.uid).executeTakeFirstOrThrow();
    expect(row.displayName).toBe('Phạm Thu Hà');
    expect(row.lastSeenAt.getTime()).toBeGreaterThanOrEqual(row.memberSince.getTime());
  });

  it('ignores any user id the request names itself', async () => {
    const user = await createEmulatorUser();
    const res = await sut.app.inject({
      method: 'GET',
      url: '/api/me?uid=999&userId=999',
      headers: { ...bearer(user.idToken), 'x-user-id': '999' },
    });
    expect(res.json().uid).toBe(user.uid);
  });
});

describe('health', () => {
  it('is ready when postgres answers', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'profile', checks: { postgres: 'up' } });
  });
});
