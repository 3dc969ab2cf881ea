import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AXE_CONTEXT, seriousViolations } from './axe.ts';
import { tinyPng } from './images.ts';
import { DESKTOP, PHONE, signInWithPicker, uniqueEmail, useSignInPages } from './pages.ts';

/**
 * Visitors' photos of places against the whole stack (catalog, media, profile, the Auth
 * emulator): a visitor uploads a real PNG on a place page and sees it pending review; an editor
 * (a user without the role first gets the 403 page, then is granted the claim through the
 * emulator and reloads) approves it in /admin; a signed-out browser then sees it in the place's
 * gallery with its credit and its stored sizes. axe finds no serious or critical violation on
 * /admin; screenshots of /admin on a phone and a desktop in /tmp/admin-*.png.
 */

const baseUrl = inject('baseUrl');
const pages = useSignInPages(baseUrl);

// The stack's Auth emulator project (infra/stack/start.ts).
const PROJECT_ID = 'demo-thainguyen';

interface Place {
  id: number;
  slug: string;
  name: string;
  nameVi: string | null;
}

/** A place with no photo of its own yet, so the visitor's photo is the gallery's only one. */
async function placeToPhotograph(): Promise<Place> {
  const res = await fetch(`${baseUrl}/api/locations`);
  expect(res.status).toBe(200);
  const places = (await res.json()) as Array<Place & { photos: unknown[] }>;
  // The e2e files share one stack, whatever their order: photo-credits.test.ts checks that Hồ Ba
  // Bể shows no picture, so a visitor's photo goes to another place without one.
  return places.find((p) => p.photos.length === 0 && p.slug !== 'ho-ba-be') ?? places.at(-1)!;
}

/** Gives an emulator account the editor claim, as `pnpm admin grant-editor` does with firebase-admin. */
async function grantEditor(emulatorHost: string, email: string): Promise<void> {
  const admin = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const base = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const lookup = await fetch(`${base}/accounts:lookup`, { method: 'POST', headers: admin, body: JSON.stringify({ email: [email] }) });
  const found = (await lookup.json()) as { users?: Array<{ localId: string }> };
  const uid = found.users?.[0]?.localId;
  if (!lookup.ok || !uid) throw new Error(`No emulator account for ${email}: ${JSON.stringify(found)}`);
  const update = await fetch(`${base}/accounts:update`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ editor: true }) }),
  });
  if (!update.ok) throw new Error(`accounts:update failed (${update.status}): ${await update.text()}`);
}

async function signInWithGoogle(page: Page, texts: { continueWith: string; picker: string; signIn: string; displayName: RegExp }, email: string, displayName: string) {
  await page.getByRole('button', { name: texts.continueWith }).first().click();
  await signInWithPicker(page, { title: texts.picker, signIn: texts.signIn, displayName: texts.displayName }, { email, displayName });
}

const EN = { continueWith: 'Continue with Google', picker: 'Test Google account', signIn: 'Sign in', displayName: /Display name/ };
const VI = { continueWith: 'Tiếp tục với Google', picker: 'Tài khoản Google thử nghiệm', signIn: 'Đăng nhập', displayName: /Tên hiển thị/ };

describe('community photos', () => {
  it('a visitor sends a photo, an editor approves it in /admin, everyone sees it credited in the gallery', { timeout: 240_000 }, async () => {
    const place = await placeToPhotograph();
    const author = `Sam Photo ${Date.now().toString(36)}`;

    // 1. The visitor, signed out, is asked to sign in first; then sends a real photo.
    const visitor = await pages.open(DESKTOP, { language: 'en', context: AXE_CONTEXT, timeoutMs: 30_000 });
    await visitor.goto(`/location/${place.slug}`);
    await visitor.getByRole('heading', { level: 1, name: place.name }).waitFor();
    const photos = visitor.getByRole('region', { name: "Visitors' photos" });
    await photos.getByRole('button', { name: 'Add your photo' }).click();
    await visitor.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await signInWithGoogle(visitor, EN, uniqueEmail('photographer'), author);

    await photos.getByRole('button', { name: 'Add your photo' }).click();
    const form = visitor.getByRole('dialog', { name: 'Add your photo' });
    await form.getByRole('button', { name: 'Send photo' }).click();
    await form.getByText('Please choose a photo.').waitFor();
    await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'view.png', mimeType: 'image/png', buffer: tinyPng(400) });
    await form.getByRole('img', { name: 'Preview of your photo view.png' }).waitFor();
    await form.getByRole('radio', { name: /CC BY 4.0/ }).check();
    await form.getByRole('checkbox', { name: /This is my own photo/ }).check();
    await visitor.screenshot({ path: '/tmp/community-photos-form.png' });
    expect(await seriousViolations(visitor), 'axe on the photo form').toEqual([]);
    const added = visitor.waitForResponse((r) => new URL(r.url()).pathname === `/api/locations/${place.id}/photos` && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send photo' }).click();
    expect((await added).status()).toBe(201);
    await form.waitFor({ state: 'detached' });
    const mine = photos.getByTestId('my-place-photo');
    await mine.getByText('Pending review').waitFor();
    await visitor.screenshot({ path: '/tmp/community-photos-pending.png', fullPage: true });

    // The visitor also suggests a place to eat, with its position.
    const suggestedName = `Test noodle stall ${Date.now().toString(36)}`;
    await visitor.goto('/culinary/restaurants');
    await visitor.getByRole('button', { name: 'Suggest a place' }).click();
    const suggest = visitor.getByRole('dialog', { name: 'Suggest a place to eat' });
    await suggest.getByRole('textbox', { name: 'Name of the place' }).fill(suggestedName);
    await suggest.getByRole('combobox', { name: 'Kind' }).selectOption('food_street');
    await suggest.getByRole('textbox', { name: 'Address' }).fill('Test street, Thái Nguyên');
    await suggest.getByRole('textbox', { name: 'What it serves' }).fill('Test noodles');
    await suggest.getByRole('textbox', { name: 'Latitude' }).fill('21.59');
    await suggest.getByRole('textbox', { name: 'Longitude' }).fill('105.84');
    expect(await seriousViolations(visitor), 'axe on the suggestion form').toEqual([]);
    const suggested = visitor.waitForResponse((r) => new URL(r.url()).pathname === '/api/restaurants/suggestions' && r.request().method() === 'POST');
    await suggest.getByRole('button', { name: 'Send suggestion' }).click();
    expect((await suggested).status()).toBe(201);
    await visitor.getByRole('dialog', { name: 'Thank you!' }).getByText('An editor will review it. The place is listed once it is approved.').waitFor();

    // 2. An editor-to-be: /admin asks to sign in, then says no politely; granted, a reload lets them in.
    const editorEmail = uniqueEmail('editor');
    const editor = await pages.open(DESKTOP, { language: 'vi', context: AXE_CONTEXT, timeoutMs: 30_000 });
    await editor.goto('/admin');
    await editor.waitForURL((url) => url.pathname === '/login');
    await signInWithGoogle(editor, VI, editorEmail, 'Biên tập viên Hà');
    await editor.waitForURL((url) => url.pathname === '/admin');
    await editor.getByRole('heading', { level: 1, name: 'Chỉ dành cho biên tập viên' }).waitFor();
    expect(await editor.getByRole('link', { name: 'Biên tập', exact: true }).count()).toBe(0);

    await grantEditor(pages.emulatorHost(), editorEmail);
    await editor.reload();
    await editor.getByRole('heading', { level: 1, name: 'Biên tập', exact: true }).waitFor();
    await editor.locator('header').getByRole('link', { name: 'Biên tập', exact: true }).waitFor();
    const pending = editor.getByTestId('pending-photo').filter({ hasText: author });
    await pending.waitFor();
    await pending.getByRole('img').waitFor();
    await editor.waitForLoadState('networkidle');
    await editor.screenshot({ path: '/tmp/admin-desktop-vi.png', fullPage: true });
    expect(await seriousViolations(editor), 'axe on /admin (desktop)').toEqual([]);
    for (const tab of ['Địa điểm đề xuất', 'Đánh giá bị báo cáo', 'Thứ tự ảnh', 'Nhật ký']) {
      await editor.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await editor.waitForLoadState('networkidle');
      expect(await seriousViolations(editor), `axe on /admin, tab ${tab}`).toEqual([]);
    }
    await editor.getByRole('tab', { name: /^Địa điểm đề xuất/ }).click();
    const suggestion = editor.getByTestId('pending-suggestion').filter({ hasText: suggestedName });
    await suggestion.getByRole('button', { name: 'Duyệt' }).click();
    await suggestion.waitFor({ state: 'detached' });
    await editor.getByRole('tab', { name: /^Ảnh chờ duyệt/ }).click();

    const decided = editor.waitForResponse((r) => /\/api\/locations\/moderation\/photos\/\d+\/decision$/.test(new URL(r.url()).pathname));
    await pending.getByRole('button', { name: 'Duyệt' }).click();
    expect((await decided).status()).toBe(200);
    await pending.waitFor({ state: 'detached' });
    await editor.getByRole('tab', { name: 'Nhật ký' }).click();
    await editor.getByTestId('log-entry').filter({ hasText: 'Biên tập viên Hà đã duyệt ảnh' }).first().waitFor();

    // The editors' screen on a phone, in English.
    const phone = await pages.open(PHONE, { language: 'en', context: AXE_CONTEXT, timeoutMs: 30_000 });
    await phone.goto('/admin');
    await phone.waitForURL((url) => url.pathname === '/login');
    await signInWithGoogle(phone, EN, editorEmail, 'Biên tập viên Hà');
    await phone.waitForURL((url) => url.pathname === '/admin');
    await phone.getByRole('heading', { level: 1, name: 'Editors', exact: true }).waitFor();
    await phone.getByRole('tabpanel').waitFor();
    await phone.waitForLoadState('networkidle');
    await phone.screenshot({ path: '/tmp/admin-phone-en.png', fullPage: true });
    expect(await seriousViolations(phone), 'axe on /admin (phone)').toEqual([]);
    await phone.getByRole('tab', { name: 'Audit log' }).click();
    await phone.getByTestId('log-entry').first().waitFor();
    await phone.screenshot({ path: '/tmp/admin-phone-en-log.png', fullPage: true });

    // 3. Anyone, signed out: the photo is in the gallery, credited, with its stored sizes.
    const anyone = await pages.open(PHONE, { language: 'en', timeoutMs: 30_000 });
    await anyone.goto(`/location/${place.slug}`);
    const gallery = anyone.getByRole('region', { name: `Photos of ${place.name}` });
    const credit = gallery.getByTestId('photo-credit').filter({ hasText: author }).first();
    await credit.waitFor();
    expect(await credit.textContent()).toContain(`Photo: ${author}, CC BY 4.0`);
    const image = gallery.locator('img[srcset]').first();
    await image.waitFor({ state: 'attached' });
    expect(await image.getAttribute('srcset')).toMatch(/^\/media\/[0-9a-f]{64}-\d+\.webp \d+w/);
    expect(await image.getAttribute('width')).toBe('400');
    await anyone.screenshot({ path: '/tmp/community-photos-gallery.png', fullPage: true });

    // The approved suggestion is listed, marked as suggested by visitors.
    await anyone.goto('/culinary/restaurants');
    const card = anyone.getByTestId('restaurant-card').filter({ has: anyone.getByRole('heading', { name: suggestedName }) });
    await card.getByText('Suggested by visitors').waitFor();

    // The visitor sees it approved.
    await visitor.goto(`/location/${place.slug}`);
    await visitor.getByTestId('my-place-photo').getByText('Approved').waitFor();
  });
});
