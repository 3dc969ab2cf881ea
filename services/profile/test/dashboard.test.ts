import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { latestTripDay } from '@tn/contracts/calendar';
import { TRIP_MAX_YEARS_AHEAD } from '@tn/contracts/constants';
import { provinceDay } from '@tn/kit/time';
import { createEmulatorUser, type EmulatorUser } from '@tn/kit/testing-auth';
import { buildTestApp, type TestApp } from './helper.ts';

let sut: TestApp;
let places: number[];
let retired: number;
beforeAll(async () => {
  sut = await buildTestApp();
  places = await sut.locationIds();
  retired = await sut.addLocation({ name: 'Closed place', description: 'No longer offered', retired: true });
});
afterAll(() => sut.close());

const signIn = () => createEmulatorUser({ displayName: 'Lê Minh Châu' });
const UNKNOWN = 2_000_000_000;

describe('every dashboard route needs a sign-in (401)', () => {
  it.each([
    ['GET', '/api/me'],
    ['PUT', '/api/me/mood'],
    ['PUT', '/api/me/favorites/1'],
    ['DELETE', '/api/me/favorites/1'],
    ['PUT', '/api/me/visited/1'],
    ['DELETE', '/api/me/visited/1'],
    ['POST', '/api/me/trips'],
    ['PATCH', '/api/me/trips/0b7e3f4c-1d2a-4c59-9d7e-5f1a2b3c4d5e'],
    ['DELETE', '/api/me/trips/0b7e3f4c-1d2a-4c59-9d7e-5f1a2b3c4d5e'],
    ['GET', '/api/me/recommendations'],
    ['GET', '/api/me/export'],
    ['DELETE', '/api/me'],
  ] as const)('%s %s', async (method, url) => {
    const res = await sut.app.inject({ method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign-in required' });
  });
});

describe('GET /api/me', () => {
  it('starts empty: no mood, no places, no trips, no votes', async () => {
    const user = await signIn();
    const res = await sut.get('/api/me', user.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: user.uid,
      displayName: 'Lê Minh Châu',
      travelMood: null,
      favorites: [],
      visited: [],
      plannedTrips: [],
      counts: { visited: 0, favorites: 0, votesCast: 0 },
    });
  });

  it("counts the user's accepted votes from the vote log, nobody else's", async () => {
    const [user, other] = [await signIn(), await signIn()];
    await sut.logVotes(user.uid, 4);
    await sut.logVotes(other.uid, 2);
    expect((await sut.get('/api/me', user.idToken)).body.counts.votesCast).toBe(4);
    expect((await sut.get('/api/me', other.idToken)).body.counts.votesCast).toBe(2);
  });
});

describe('PUT /api/me/mood', () => {
  it('stores one of the moods and shows it on /api/me', async () => {
    const user = await signIn();
    expect(await sut.put('/api/me/mood', { travelMood: 'nature' }, user.idToken)).toMatchObject({ status: 200, body: { travelMood: 'nature' } });
    expect(await sut.put('/api/me/mood', { travelMood: 'food' }, user.idToken)).toMatchObject({ status: 200, body: { travelMood: 'food' } });
    expect((await sut.get('/api/me', user.idToken)).body.travelMood).toBe('food');
  });

  it.each([[{ travelMood: 'party' }], [{ travelMood: 'Nature' }], [{ travelMood: null }], [{}]])('answers 400 naming travelMood for %j', async (body) => {
    const user = await signIn();
    const res = await sut.put('/api/me/mood', body, user.idToken);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('travelMood');
  });
});

describe.each(['favorites', 'visited'] as const)('PUT and DELETE /api/me/%s/{locationId}', (mark) => {
  let user: EmulatorUser;
  beforeAll(async () => {
    user = await signIn();
  });

  it('adds idempotently, answering the new list in the order added', async () => {
    const [a, b] = places as [number, number];
    expect(await sut.put(`/api/me/${mark}/${b}`, undefined, user.idToken)).toMatchObject({ status: 200, body: [b] });
    expect(await sut.put(`/api/me/${mark}/${a}`, undefined, user.idToken)).toMatchObject({ status: 200, body: [b, a] });
    expect(await sut.put(`/api/me/${mark}/${b}`, undefined, user.idToken)).toMatchObject({ status: 200, body: [b, a] });
    const me = (await sut.get('/api/me', user.idToken)).body;
    expect(me[mark]).toEqual([b, a]);
    expect(me.counts[mark]).toBe(2);
  });

  it('removes idempotently', async () => {
    const [a, b] = places as [number, number];
    expect(await sut.del(`/api/me/${mark}/${b}`, user.idToken)).toMatchObject({ status: 200, body: [a] });
    expect(await sut.del(`/api/me/${mark}/${b}`, user.idToken)).toMatchObject({ status: 200, body: [a] });
  });

  it('answers 404 for an unknown or retired place, and 400 for a malformed id', async () => {
    expect((await sut.put(`/api/me/${mark}/${UNKNOWN}`, undefined, user.idToken)).status).toBe(404);
    const gone = await sut.put(`/api/me/${mark}/${retired}`, undefined, user.idToken);
    expect(gone).toMatchObject({ status: 404, body: { message: `Location not found: ${retired}` } });
    const bad = await sut.put(`/api/me/${mark}/abc`, undefined, user.idToken);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('locationId');
  });

  it('lets a place be removed after it was retired', async () => {
    const place = await sut.addLocation({ name: 'Soon closed', description: 'x' });
    await sut.put(`/api/me/${mark}/${place}`, undefined, user.idToken);
    await sql`update catalog.locations set retired_at = now() where id = ${place}`.execute(sut.db);
    expect((await sut.get('/api/me', user.idToken)).body[mark]).toContain(place);
    expect((await sut.del(`/api/me/${mark}/${place}`, user.idToken)).body).not.toContain(place);
  });
});

describe('trips', () => {
  let owner: EmulatorUser;
  let other: EmulatorUser;
  beforeAll(async () => {
    owner = await signIn();
    other = await signIn();
  });

  it('plans a trip: 201, trimmed notes, listed by date', async () => {
    const later = await sut.post('/api/me/trips', { locationId: places[0], date: '2027-03-01', notes: '  Mang áo mưa.  ' }, owner.idToken);
    expect(later.status).toBe(201);
    expect(later.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), locationId: places[0], date: '2027-03-01', notes: 'Mang áo mưa.' });
    const sooner = await sut.post('/api/me/trips', { locationId: places[1], date: '2026-12-24' }, owner.idToken);
    expect(sooner.body.notes).toBe('');
    expect((await sut.get('/api/me', owner.idToken)).body.plannedTrips.map((t: { id: string }) => t.id)).toEqual([sooner.body.id, later.body.id]);
  });

  it.each([
    [{ date: '2026-12-24' }, 'locationId'],
    [{ locationId: 1 }, 'date'],
    [{ locationId: 1, date: '24/12/2026' }, 'date'],
    [{ locationId: 1, date: '2026-02-30' }, 'date'],
    [{ locationId: 1, date: '2026-13-01' }, 'date'],
    [{ locationId: 1, date: '2026-12-24', notes: 'x'.repeat(501) }, 'notes'],
    [{ locationId: 1, date: '2026-12-24', notes: { text: 'x' } }, 'notes'],
    [{ locationId: 'one', date: '2026-12-24' }, 'locationId'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await sut.post('/api/me/trips', body, owner.idToken);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
  });

  it('accepts 500 characters of notes after trimming, and a leap day', async () => {
    const res = await sut.post('/api/me/trips', { locationId: places[0], date: '2028-02-29', notes: ` ${'n'.repeat(500)} ` }, owner.idToken);
    expect(res.status).toBe(201);
    expect(res.body.notes).toHaveLength(500);
  });

  it('counts letters, not UTF-16 units: 500 Vietnamese letters typed decomposed, or emoji, fit; the notes are kept composed', async () => {
    // "ệ" typed as e + circumflex + dot below: 3 units each, 1 letter.
    const decomposed = 'e\u0302\u0323'.repeat(500);
    const res = await sut.post('/api/me/trips', { locationId: places[0], date: '2028-02-29', notes: decomposed }, owner.idToken);
    expect(res.status).toBe(201);
    expect(res.body.notes).toBe('ệ'.repeat(500));
    const emoji = await sut.post('/api/me/trips', { locationId: places[0], date: '2028-02-29', notes: '🌿'.repeat(500) }, owner.idToken);
    expect(emoji.status).toBe(201);
    const tooLong = await sut.post('/api/me/trips', { locationId: places[0], date: '2028-02-29', notes: '🌿'.repeat(501) }, owner.idToken);
    expect(tooLong.status).toBe(400);
  });

  it('answers 404 for an unknown or retired place', async () => {
    expect((await sut.post('/api/me/trips', { locationId: UNKNOWN, date: '2026-12-24' }, owner.idToken)).status).toBe(404);
    expect((await sut.post('/api/me/trips', { locationId: retired, date: '2026-12-24' }, owner.idToken)).status).toBe(404);
  });

  it('changes a trip for its owner only; anyone else gets 404 and changes nothing', async () => {
    const trip = (await sut.post('/api/me/trips', { locationId: places[0], date: '2026-12-31', notes: 'first' }, owner.idToken)).body;
    const theirs = await sut.patch(`/api/me/trips/${trip.id}`, { notes: 'hacked' }, other.idToken);
    expect(theirs).toMatchObject({ status: 404, body: { message: `Trip not found: ${trip.id}` } });
    expect((await sut.del(`/api/me/trips/${trip.id}`, other.idToken)).status).toBe(404);

    const mine = await sut.patch(`/api/me/trips/${trip.id}`, { date: '2027-01-02', notes: ' second ' }, owner.idToken);
    expect(mine).toMatchObject({ status: 200, body: { id: trip.id, locationId: places[0], date: '2027-01-02', notes: 'second' } });
    expect((await sut.patch(`/api/me/trips/${trip.id}`, { locationId: places[1] }, owner.idToken)).body.locationId).toBe(places[1]);
  });

  it('refuses a bad change (400 naming the field) and an unknown place (404)', async () => {
    const trip = (await sut.post('/api/me/trips', { locationId: places[0], date: '2026-12-30' }, owner.idToken)).body;
    const empty = await sut.patch(`/api/me/trips/${trip.id}`, {}, owner.idToken);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('locationId, date, notes');
    expect((await sut.patch(`/api/me/trips/${trip.id}`, { date: '2026-04-31' }, owner.idToken)).body.message).toContain('date');
    expect((await sut.patch(`/api/me/trips/${trip.id}`, { locationId: retired }, owner.idToken)).status).toBe(404);
    const badId = await sut.patch('/api/me/trips/not-a-uuid', { notes: 'x' }, owner.idToken);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain('id');
  });

  it(`plans at most ${TRIP_MAX_YEARS_AHEAD} years ahead (a year 9999 is a slip), and keeps a stored date beyond that on an edit of the notes`, async () => {
    const latest = latestTripDay(provinceDay());
    const dayAfter = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await sut.post('/api/me/trips', { locationId: places[0], date: latest }, owner.idToken)).status).toBe(201);
    for (const date of [dayAfter, '9999-12-31']) {
      const res = await sut.post('/api/me/trips', { locationId: places[0], date }, owner.idToken);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`date must be at most ${TRIP_MAX_YEARS_AHEAD} years ahead (${latest} at the latest)`);
    }
    const trip = (await sut.post('/api/me/trips', { locationId: places[0], date: '2026-12-28' }, owner.idToken)).body;
    expect((await sut.patch(`/api/me/trips/${trip.id}`, { date: '9999-12-31' }, owner.idToken)).status).toBe(400);
    // Planned before the rule: the form sends the trip back whole, its date unchanged.
    await sut.db.updateTable('profile.trips').set({ date: '9999-12-31' }).where('id', '=', trip.id).execute();
    const notes = await sut.patch(`/api/me/trips/${trip.id}`, { date: '9999-12-31', notes: 'kept' }, owner.idToken);
    expect(notes).toMatchObject({ status: 200, body: { date: '9999-12-31', notes: 'kept' } });
  });

  it('deletes a trip: 204, then 404', async () => {
    const trip = (await sut.post('/api/me/trips', { locationId: places[0], date: '2026-12-29' }, owner.idToken)).body;
    expect((await sut.del(`/api/me/trips/${trip.id}`, owner.idToken)).status).toBe(204);
    expect((await sut.del(`/api/me/trips/${trip.id}`, owner.idToken)).status).toBe(404);
    expect((await sut.get('/api/me', owner.idToken)).body.plannedTrips.map((t: { id: string }) => t.id)).not.toContain(trip.id);
  });

  it('ignores a userId in the body', async () => {
    const res = await sut.post('/api/me/trips', { locationId: places[0], date: '2026-12-28', userId: other.uid }, owner.idToken);
    expect(res.status).toBe(201);
    const row = await sut.db.selectFrom('profile.trips').select('userId').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.userId).toBe(owner.uid);
  });
});

describe('two users never see each other\'s data', () => {
  it('keeps mood, places, trips and votes apart', async () => {
    const [a, b] = [await signIn(), await signIn()];
    await sut.put('/api/me/mood', { travelMood: 'culture' }, a.idToken);
    await sut.put(`/api/me/favorites/${places[0]}`, undefined, a.idToken);
    await sut.put(`/api/me/visited/${places[1]}`, undefined, a.idToken);
    await sut.post('/api/me/trips', { locationId: places[0], date: '2026-12-24', notes: 'A only' }, a.idToken);
    await sut.logVotes(a.uid, 1);

    const seenByB = (await sut.get('/api/me', b.idToken)).body;
    expect(seenByB).toMatchObject({ uid: b.uid, travelMood: null, favorites: [], visited: [], plannedTrips: [], counts: { visited: 0, favorites: 0, votesCast: 0 } });
    const exportB = (await sut.get('/api/me/export', b.idToken)).body;
    expect(exportB).toMatchObject({ travelMood: null, favorites: [], visited: [], plannedTrips: [], votesCast: 0 });
    expect((await sut.get('/api/me/recommendations', b.idToken)).body).toEqual({ travelMood: null, moodMatch: null, places: [] });
  });
});

/** A place as the export names it: its id, slug and names in the catalog (admin read). */
async function named(id: number) {
  const { rows } = await sql<{ id: number; slug: string; name: string; nameVi: string | null }>`
    select id, slug, name, name_vi as "nameVi" from catalog.locations where id = ${id}`.execute(sut.db);
  expect(rows[0]!.name).not.toBe('');
  return rows[0];
}

describe('GET /api/me/export', () => {
  // Here profile reaches no other service: the export is the dashboard's part alone (the parts
  // other services keep are in export.test.ts).
  it("answers the dashboard's data about the caller as an attachment", async () => {
    const user = await signIn();
    await sut.put('/api/me/mood', { travelMood: 'nature' }, user.idToken);
    await sut.put(`/api/me/favorites/${places[0]}`, undefined, user.idToken);
    await sut.put(`/api/me/visited/${places[1]}`, undefined, user.idToken);
    const trip = (await sut.post('/api/me/trips', { locationId: places[2], date: '2027-05-01', notes: 'Hang Phượng Hoàng' }, user.idToken)).body;
    await sut.logVotes(user.uid, 3);

    const res = await sut.get('/api/me/export', user.idToken);
    expect(res.status).toBe(200);
    // Named after the day in the province, not UTC's.
    expect(res.headers['content-disposition']).toBe(`attachment; filename="thai-nguyen-my-data-${provinceDay(new Date(res.body.exportedAt))}.json"`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toEqual({
      exportedAt: expect.any(String),
      user: {
        uid: user.uid,
        email: user.email,
        displayName: 'Lê Minh Châu',
        photoURL: null,
        provider: expect.any(String),
        memberSince: expect.any(String),
        lastSeenAt: expect.any(String),
      },
      travelMood: 'nature',
      moodChosenAt: expect.any(String),
      // Each place named, for a reader of the file who has no catalog at hand.
      favorites: [{ locationId: places[0], location: await named(places[0]!), addedAt: expect.any(String) }],
      visited: [{ locationId: places[1], location: await named(places[1]!), addedAt: expect.any(String) }],
      plannedTrips: [{ ...trip, location: await named(places[2]!), createdAt: expect.any(String), updatedAt: expect.any(String) }],
      votesCast: 3,
    });
  });
});
