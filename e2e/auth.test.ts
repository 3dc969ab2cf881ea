import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, signInWithPicker, uniqueEmail, type Viewport, useSignInPages } from './pages.ts';

/**
 * Sign-in in the browser against the stack's real Firebase Auth emulator: the local build's
 * account form (the stand-in for the providers' popups), the header, the toasts, the token on
 * API calls (the profile service verifies it), sign-out, and the /dashboard guard.
 */

const baseUrl = inject('baseUrl');

const pages = useSignInPages(baseUrl);

const openPage = (viewport: Viewport) => pages.open(viewport);

interface Texts {
  signIn: string;
  continueWith: Record<'Google' | 'Facebook' | 'GitHub', string>;
  pickerTitle: (provider: string) => string;
  emailLabel: string;
  displayName: RegExp;
  welcome: (email: string) => string;
  account: (name: string) => string;
  myAccount: string;
  dashboard: string;
  signOut: string;
  goodbye: string;
}

const VI: Texts = {
  signIn: 'Đăng nhập',
  continueWith: { Google: 'Tiếp tục với Google', Facebook: 'Tiếp tục với Facebook', GitHub: 'Tiếp tục với GitHub' },
  pickerTitle: (p) => `Tài khoản ${p} thử nghiệm`,
  emailLabel: 'Email',
  displayName: /Tên hiển thị/,
  welcome: (email) => `Đã đăng nhập với ${email}`,
  account: (name) => `Tài khoản: ${name}`,
  myAccount: 'Tài khoản của tôi',
  dashboard: 'Trang cá nhân',
  signOut: 'Đăng xuất',
  goodbye: 'Bạn đã đăng xuất.',
};

const EN: Texts = {
  signIn: 'Sign in',
  continueWith: { Google: 'Continue with Google', Facebook: 'Continue with Facebook', GitHub: 'Continue with GitHub' },
  pickerTitle: (p) => `Test ${p} account`,
  emailLabel: 'Email',
  displayName: /Display name/,
  welcome: (email) => `Signed in as ${email}`,
  account: (name) => `Account: ${name}`,
  myAccount: 'My account',
  dashboard: 'Dashboard',
  signOut: 'Sign out',
  goodbye: 'You have signed out.',
};

const header = (page: Page) => page.locator('header');
// A toast's title or description, matched whole.
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Header Sign in → provider dialog → the emulator account form → signed in. */
async function signInThroughDialog(
  page: Page,
  texts: Texts,
  provider: keyof Texts['continueWith'],
  account: { email: string; displayName?: string },
  shot?: string,
): Promise<void> {
  await header(page).getByRole('button', { name: texts.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.signIn });
  await dialog.waitFor();
  if (shot) await page.screenshot({ path: `/tmp/auth-${shot}-dialog.png` });
  await dialog.getByRole('button', { name: texts.continueWith[provider] }).click();
  await fillPicker(page, texts, provider, account, shot);
}

function fillPicker(
  page: Page,
  texts: Texts,
  provider: string,
  account: { email: string; displayName?: string },
  shot?: string,
): Promise<void> {
  const picker = { title: texts.pickerTitle(provider), signIn: texts.signIn, displayName: texts.displayName };
  return signInWithPicker(page, picker, account, shot ? `/tmp/auth-${shot}-picker.png` : undefined);
}

/** The bearer token of the next API call the app makes (it refetches its data after a sign-in). */
function nextAuthorizedApiCall(page: Page): Promise<string> {
  return page
    .waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/') && (r.headers().authorization ?? '').startsWith('Bearer '))
    .then((r) => r.headers().authorization!);
}

/** GET /api/me through the gateway, from the page (same origin), with the given Authorization. */
async function fetchMe(page: Page, authorization?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(async (auth) => {
    const res = await fetch('/api/me', { headers: auth ? { Authorization: auth } : {} });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }, authorization);
}

async function signOutFromMenu(page: Page, texts: Texts, name: string, shot?: string): Promise<void> {
  await header(page).getByRole('button', { name: texts.account(name) }).click();
  const menu = page.getByRole('menu');
  await menu.getByText(texts.myAccount).waitFor();
  expect(await menu.getByRole('menuitem', { name: texts.dashboard }).getAttribute('href')).toBe('/dashboard');
  if (shot) await page.screenshot({ path: `/tmp/auth-${shot}-menu.png` });
  await menu.getByRole('menuitem', { name: texts.signOut }).click();
  await toastText(page, texts.goodbye).waitFor();
  const signIn = header(page).getByRole('button', { name: texts.signIn, exact: true });
  await signIn.waitFor();
  // The menu's button is gone: focus moves to Sign in, which replaced it, not to <body>.
  await page.waitForFunction((button) => document.activeElement === button, await signIn.elementHandle());
}

/** Whether the header shows the app's name whole (its line is cut with an ellipsis when too narrow). */
function appNameWhole(page: Page): Promise<boolean> {
  return header(page)
    .getByRole('link')
    .first()
    .locator('span.truncate')
    .first()
    .evaluate((name) => name.scrollWidth <= name.clientWidth);
}

/**
 * Tab bar labels that do not fit inside their own tab, with a 2 px margin (a label touching the
 * screen's edge, or its neighbour's, reads as cut off), on the test phone and at 320 px.
 */
async function crampedTabLabels(page: Page): Promise<string[]> {
  const cramped: string[] = [];
  for (const width of [PHONE.width, 320]) {
    await page.setViewportSize({ ...PHONE, width });
    const tabs = page.getByRole('navigation', { name: 'Điều hướng nhanh' }).getByRole('listitem');
    const found = await tabs.evaluateAll((items) =>
      items.flatMap((item) => {
        const label = item.querySelector('a')!;
        const text = document.createRange();
        text.selectNodeContents(label.lastChild!);
        const [tab, box] = [item.getBoundingClientRect(), text.getBoundingClientRect()];
        return box.left < tab.left + 2 || box.right > tab.right - 2 ? [label.textContent!] : [];
      }),
    );
    cramped.push(...found.map((label) => `${label} at ${width} px`));
  }
  await page.setViewportSize(PHONE);
  return cramped;
}

async function switchToEnglish(page: Page): Promise<void> {
  // A toast (the welcome after signing in) lies over the header on a phone for its 5 s, and a
  // pointer resting on it holds it there (sonner pauses a hovered toast): the switch waits it out.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await header(page).getByRole('button', { name: /Ngôn ngữ/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await header(page).getByRole('button', { name: /Language/ }).waitFor();
}

describe('sign-in in the browser (Auth emulator)', () => {
  it('phone, Vietnamese: Google through the dialog, token on API calls, /api/me, sign-out, same account again', async () => {
    const page = await openPage(PHONE);
    await page.goto('/');
    await header(page).getByRole('button', { name: VI.signIn, exact: true }).waitFor();

    // The account form checks the email before anything is sent.
    await header(page).getByRole('button', { name: VI.signIn, exact: true }).click();
    await page.getByRole('dialog', { name: VI.signIn }).getByRole('button', { name: VI.continueWith.Google }).click();
    const picker = page.getByRole('dialog', { name: VI.pickerTitle('Google') });
    await picker.getByRole('button', { name: VI.signIn, exact: true }).click();
    await picker.getByRole('alert').getByText('Vui lòng nhập email.').waitFor();
    await picker.getByRole('button', { name: 'Hủy' }).click();
    await picker.waitFor({ state: 'detached' });

    const email = uniqueEmail('lan');
    const authorized = nextAuthorizedApiCall(page);
    await signInThroughDialog(page, VI, 'Google', { email }, 'phone-vi');

    await toastText(page, VI.welcome(email)).waitFor();
    const accountButton = header(page).getByRole('button', { name: VI.account(email) });
    await accountButton.waitFor();
    // The avatar's initial (drawn by CSS, so the button's text is just the name or email).
    expect(await accountButton.locator('[data-initial]').getAttribute('data-initial')).toBe(email[0]!.toUpperCase());
    // Below 1300 px the tab bar gains the dashboard tab.
    await page.getByRole('navigation', { name: 'Điều hướng nhanh' }).getByRole('link', { name: VI.dashboard }).waitFor();
    await page.screenshot({ path: '/tmp/auth-phone-vi-signed-in.png' });
    // Signed in, the header still has room for the app's name on a 390 px phone.
    expect(await appNameWhole(page)).toBe(true);
    // And each of the five tabs has room for its label ("Trang cá nhân" ran to the screen's edge).
    expect(await crampedTabLabels(page)).toEqual([]);

    const authorization = await authorized;
    const me = await fetchMe(page, authorization);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, provider: 'google.com', uid: expect.any(String) });
    expect((await fetchMe(page)).status).toBe(401);

    await signOutFromMenu(page, VI, email, 'phone-vi');
    await page.screenshot({ path: '/tmp/auth-phone-vi-signed-out.png' });
    await expect(page.getByRole('navigation', { name: 'Điều hướng nhanh' }).getByRole('link', { name: VI.dashboard }).count()).resolves.toBe(0);

    // The same email opens the same account (a stable subject per provider and email).
    const again = nextAuthorizedApiCall(page);
    await signInThroughDialog(page, VI, 'Google', { email });
    const meAgain = await fetchMe(page, await again);
    expect(meAgain.body.uid).toBe(me.body.uid);

    // The English name is longer: whole too.
    await switchToEnglish(page);
    expect(await appNameWhole(page)).toBe(true);
  });

  it('desktop, English: GitHub with a display name', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/');
    await switchToEnglish(page);

    const email = uniqueEmail('minh');
    const authorized = nextAuthorizedApiCall(page);
    await signInThroughDialog(page, EN, 'GitHub', { email, displayName: 'Minh Trần' }, 'desktop-en');
    await toastText(page, EN.welcome(email)).waitFor();
    const accountButton = header(page).getByRole('button', { name: EN.account('Minh Trần') });
    await accountButton.waitFor();
    expect(await accountButton.textContent()).toContain('Minh Trần');
    await page.screenshot({ path: '/tmp/auth-desktop-en-signed-in.png' });

    const me = await fetchMe(page, await authorized);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, provider: 'github.com' });
    await signOutFromMenu(page, EN, 'Minh Trần', 'desktop-en');
  });

  it('desktop, English: Facebook, and a reload restores the session without a second welcome', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/');
    await switchToEnglish(page);

    const fbEmail = uniqueEmail('hoa');
    const fbAuthorized = nextAuthorizedApiCall(page);
    await signInThroughDialog(page, EN, 'Facebook', { email: fbEmail });
    await toastText(page, EN.welcome(fbEmail)).waitFor();
    const fbMe = await fetchMe(page, await fbAuthorized);
    expect(fbMe.body).toMatchObject({ email: fbEmail, provider: 'facebook.com' });

    // A reload restores the session quietly: no second welcome.
    await page.reload();
    await header(page).getByRole('button', { name: EN.account(fbEmail) }).waitFor();
    expect(await toastText(page, EN.welcome(fbEmail)).count()).toBe(0);
    await signOutFromMenu(page, EN, fbEmail);
  });

  it('phone: /dashboard signed out goes to /login, and signing in there comes back', async () => {
    const page = await openPage(PHONE);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?redirect=/dashboard');
    await page.getByRole('heading', { level: 1, name: VI.signIn }).waitFor();
    await page.getByRole('main').getByRole('button', { name: VI.continueWith.Facebook }).waitFor();
    await page.screenshot({ path: '/tmp/auth-phone-vi-login.png' });

    const email = uniqueEmail('tuan');
    await page.getByRole('main').getByRole('button', { name: VI.continueWith.Facebook }).click();
    await fillPicker(page, VI, 'Facebook', { email, displayName: 'Tuấn' });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await header(page).getByRole('button', { name: VI.account('Tuấn') }).waitFor();
    await page.getByRole('navigation', { name: 'Điều hướng nhanh' }).getByRole('link', { name: VI.dashboard, exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/auth-phone-vi-dashboard.png' });

    // Signed in already: /login sends the user on at once; an outside redirect is refused.
    await page.goto('/login?redirect=//evil.example/');
    await page.waitForURL((url) => url.pathname === '/' && url.host === new URL(baseUrl).host);
  });

  it('desktop: the login page in English, and its redirect back to a deep link', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/login?redirect=/about');
    await switchToEnglish(page);
    await page.getByRole('heading', { level: 1, name: EN.signIn }).waitFor();
    await page.screenshot({ path: '/tmp/auth-desktop-en-login.png' });
    await page.getByRole('main').getByRole('button', { name: EN.continueWith.Google }).click();
    await fillPicker(page, EN, 'Google', { email: uniqueEmail('an') });
    await page.waitForURL((url) => url.pathname === '/about');
  });
});
