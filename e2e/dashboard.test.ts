import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { castVote, newUserToken, postReview } from './api.ts';
import { DESKTOP, emulatorHostFromCsp, PHONE, signInWithPicker, uniqueEmail, useSignInPages } from './pages.ts';
import { AXE_CONTEXT, seriousViolations } from './axe.ts';

/**
 * The dashboard against the whole stack (profile service, Auth emulator): sign in at /login from
 * /dashboard, set the travel mood, mark a place as a favorite on its page, plan a trip; after a
 * reload everything is still there, and a second browser (a fresh context) of the same user
 * sees the same.
 */

const baseUrl = inject('baseUrl');
const pages = useSignInPages(baseUrl);

interface Place {
  id: number;
  slug: string;
  name: string;
}

async function firstPlace(): Promise<Place> {
  const res = await fetch(`${baseUrl}/api/locations`);
  expect(res.status).toBe(200);
  const places = (await res.json()) as Place[];
  expect(places.length).toBeGreaterThan(0);
  return places[0]!;
}

/** /dashboard signed out → /login → Continue with Google → the emulator form → back on /dashboard. */
async function signInAtDashboard(page: Page, email: string): Promise<void> {
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('main').getByRole('button', { name: 'Continue with Google' }).click();
  await signInWithPicker(page, { title: 'Test Google account', signIn: 'Sign in' }, { email });
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** What a user sees of their dashboard: the mood, the favorites and the planned trips. */
async function expectDashboard(page: Page, email: string, place: Place, date: string, notes: string): Promise<void> {
  await page.getByRole('region', { name: email }).waitFor();
  await page.getByRole('radio', { name: 'Nature', checked: true }).waitFor();
  const lists = page.getByRole('region', { name: 'My places' });
  await lists.getByRole('tab', { name: 'Favorites' }).click();
  await lists.getByRole('tabpanel').getByRole('link', { name: place.name }).waitFor();
  await lists.getByRole('tab', { name: 'Planned' }).click();
  const trips = lists.getByRole('list', { name: 'Planned' });
  await trips.getByText(notes).waitFor();
  await trips.getByText(date, { exact: true }).waitFor();
}

describe('dashboard (en, desktop and a second browser)', () => {
  it('sets the mood, favorites a place from its page, plans a trip; a reload and a second browser see it all', async () => {
    const place = await firstPlace();
    const email = uniqueEmail('dash');
    const page = await pages.open(DESKTOP, { language: 'en', context: AXE_CONTEXT });
    await signInAtDashboard(page, email);
    await page.screenshot({ path: '/tmp/dashboard-desktop-en-empty.png', fullPage: true });

    // Mood, with its confirmation toast.
    await page.getByRole('radio', { name: 'Nature' }).check();
    await page.getByText('Travel mood set to Nature', { exact: true }).waitFor();

    // Favorite from the place's page.
    await page.goto(`/location/${place.slug}`);
    await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
    const favorite = page.getByRole('button', { name: `Favorite ${place.name}` }).first();
    expect(await favorite.getAttribute('aria-pressed')).toBe('false');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/me/favorites/${place.id}`) && r.request().method() === 'PUT');
    await favorite.click();
    expect((await saved).status()).toBe(200);
    expect(await favorite.getAttribute('aria-pressed')).toBe('true');

    // A trip next year.
    const year = new Date().getUTCFullYear() + 1;
    const date = `${year}-06-15`;
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(`${date}T12:00:00Z`));
    const notes = `Sunrise walk ${Date.now().toString(36)}`;
    await page.goto('/dashboard');
    const lists = page.getByRole('region', { name: 'My places' });
    await lists.getByRole('tab', { name: 'Planned' }).click();
    await lists.getByLabel('Place', { exact: true }).selectOption({ label: place.name });
    await lists.getByLabel('Date', { exact: true }).fill(date);
    await lists.getByLabel('Notes', { exact: true }).fill(notes);
    await lists.getByRole('button', { name: 'Add trip' }).click();
    await page.getByText('Trip added', { exact: true }).waitFor();
    await lists.getByRole('list', { name: 'Planned' }).getByText(notes).waitFor();

    await page.reload();
    await expectDashboard(page, email, place, shown, notes);
    await page.screenshot({ path: '/tmp/dashboard-desktop-en.png', fullPage: true });
    expect(await seriousViolations(page), 'axe on the dashboard').toEqual([]);

    // The same user in another browser (a context of its own, on a phone).
    const other = await pages.open(PHONE, { language: 'en', context: AXE_CONTEXT });
    await signInAtDashboard(other, email);
    await expectDashboard(other, email, place, shown, notes);
    expect(await seriousViolations(other), 'axe on the dashboard, phone').toEqual([]);
    await other.screenshot({ path: '/tmp/dashboard-phone-en-second-browser.png', fullPage: true });
  });
});

describe('Export my data, through the whole stack', () => {
  it('holds what culinary and voting keep about the user: their review and their vote', async () => {
    const emulatorHost = await emulatorHostFromCsp(baseUrl);
    const idToken = await newUserToken(emulatorHost);
    const [dish] = (await (await fetch(`${baseUrl}/api/dishes`)).json()) as { id: number }[];
    const content = 'Xuất dữ liệu: đánh giá này phải có trong tệp.';
    await postReview(baseUrl, emulatorHost, { dishId: dish!.id, rating: 4, content }, idToken);
    const [winnerId, loserId] = await castVote(baseUrl, emulatorHost, undefined, undefined, idToken);

    const res = await fetch(`${baseUrl}/api/me/export`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      votesCast: number;
      reviews: { content: string }[];
      votes: { winningLocation: { id: number }; losingLocation: { id: number } }[];
      placePhotos: unknown[];
      suggestedPlaces: unknown[];
    };
    expect(data.reviews.map((review) => review.content)).toEqual([content]);
    expect(data.votes.map((vote) => [vote.winningLocation.id, vote.losingLocation.id])).toEqual([[winnerId, loserId]]);
    expect(data.votesCast).toBe(1);
    expect(data.placePhotos).toEqual([]);
    expect(data.suggestedPlaces).toEqual([]);
  });
});
