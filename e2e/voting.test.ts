import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AXE_CONTEXT, seriousViolations } from './axe.ts';
import { boxesOverlap, DESKTOP, PHONE, signInWithPicker, uniqueEmail, type Lang, type Viewport, useSignInPages } from './pages.ts';

/**
 * Voting in the browser against the whole stack: a real Auth emulator user signs in through the
 * app's own flow (login-required dialog → Google → the local build's account form), votes (each
 * vote quoting the server's matchup token) and once can't decide (a draw), sees the weekly
 * allowance count down to the red badge, the recent-results panel, and the limit toast.
 */

const baseUrl = inject('baseUrl');

const pages = useSignInPages(baseUrl);

// axe runs in these pages too (its context lifts the CSP for the injected script).
const openPage = (viewport: Viewport, language: Lang) => pages.open(viewport, { language, context: AXE_CONTEXT });

const TEXTS = {
  vi: {
    title: 'Bạn muốn đến địa điểm nào hơn?',
    loginToVote: 'Đăng nhập để bình chọn',
    loginRequired: 'Cần đăng nhập',
    signInWithGoogle: 'Đăng nhập bằng Google',
    picker: 'Tài khoản Google thử nghiệm',
    signIn: 'Đăng nhập',
    choose: (name: string) => `Chọn ${name}`,
    remaining: (n: number) => `Còn ${n} lượt bình chọn trong tuần này`,
    noVotes: 'Đã hết lượt bình chọn',
    resetOnMonday: 'Lượt bình chọn sẽ được làm mới vào thứ Hai',
    wonAgainst: (w: string, l: string) => `${w} thắng ${l}`,
    drew: (a: string, b: string) => `${a} hòa ${b}`,
    cantDecide: 'Không chọn được',
    over: (w: string, l: string) => `${w} thắng ${l}`,
    limitTitle: 'Đã đạt giới hạn bình chọn hằng tuần',
    limitMessage: 'Bạn đã dùng hết 3 lượt bình chọn của tuần này. Hãy quay lại vào thứ Hai tuần sau để bình chọn tiếp nhé!',
    skip: 'Bỏ qua',
    recent: 'Kết quả gần đây',
    justNow: /vừa xong|giây trước|phút trước/,
  },
  en: {
    title: 'Which place would you rather visit?',
    loginToVote: 'Login to vote',
    loginRequired: 'Login required',
    signInWithGoogle: 'Sign in with Google',
    picker: 'Test Google account',
    signIn: 'Sign in',
    choose: (name: string) => `Choose ${name}`,
    remaining: (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'} remaining this week`,
    noVotes: 'No votes remaining',
    resetOnMonday: 'Your votes reset on Monday',
    wonAgainst: (w: string, l: string) => `${w} won against ${l}`,
    drew: (a: string, b: string) => `${a} tied with ${b}`,
    cantDecide: "Can't decide",
    over: (w: string, l: string) => `${w} over ${l}`,
    limitTitle: 'Weekly Vote Limit Reached',
    limitMessage: "You've used all 3 of your weekly votes. Come back next Monday for more voting!",
    skip: 'Skip',
    recent: 'Recent results',
    justNow: /just now|seconds? ago|minutes? ago/,
  },
} as const;

const cards = (page: Page) => page.getByTestId('matchup-card');
const badge = (page: Page) => page.getByTestId('votes-remaining');

/** Waits for an idle matchup (not dimmed, nothing in flight) and returns its two names. */
async function idlePair(page: Page): Promise<[string, string]> {
  await page.locator('section[aria-busy="false"] [data-testid="matchup-card"][aria-busy="false"]').first().waitFor();
  const names = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(names).toHaveLength(2);
  return [names[0]!.trim(), names[1]!.trim()];
}

/** Login to vote → login-required dialog → Sign in with Google → the emulator account form. */
async function signInFromVoting(page: Page, lang: Lang, email: string, shot: string): Promise<void> {
  const t = TEXTS[lang];
  const loginToVote = cards(page).first().getByRole('button', { name: t.loginToVote });
  const dialog = page.getByRole('dialog', { name: t.loginRequired });
  // Esc closes the dialog and puts focus back on the button that opened it, not on <body>.
  await loginToVote.click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction((button) => document.activeElement === button, await loginToVote.elementHandle());

  await loginToVote.click();
  await dialog.waitFor();
  await page.screenshot({ path: `/tmp/voting-${shot}-login-required.png` });
  await dialog.getByRole('button', { name: t.signInWithGoogle }).click();
  await signInWithPicker(page, { title: t.picker, signIn: t.signIn }, { email });
}

/** Chooses the left card; returns [winner, loser]. */
async function voteLeft(page: Page, lang: Lang): Promise<[string, string]> {
  const [left, right] = await idlePair(page);
  await cards(page).first().getByRole('button', { name: TEXTS[lang].choose(left) }).click();
  return [left, right];
}

/** "Can't decide" on the pair on screen; returns its two names, left first. */
async function cantDecide(page: Page, lang: Lang): Promise<[string, string]> {
  const pair = await idlePair(page);
  await page.getByRole('button', { name: TEXTS[lang].cantDecide }).click();
  return pair;
}

async function expectRecent(page: Page, lang: Lang, winner: string, loser: string, draw = false): Promise<Locator> {
  const sentence = draw ? TEXTS[lang].drew(winner, loser) : TEXTS[lang].wonAgainst(winner, loser);
  const row = page.getByTestId('recent-votes').locator(`li[data-outcome="${draw ? 'draw' : 'win'}"]`).filter({ hasText: sentence }).first();
  await row.waitFor();
  expect(await row.locator('time').textContent()).toMatch(TEXTS[lang].justNow);
  return row;
}

describe.each([
  { lang: 'vi' as const, viewport: PHONE, shot: 'phone-vi' },
  { lang: 'en' as const, viewport: DESKTOP, shot: 'desktop-en' },
])('voting ($lang, $viewport.width px)', ({ lang, viewport, shot }) => {
  const t = TEXTS[lang];

  it('signs in from the card, votes twice and once "can\'t decide" (badge 3 → 2 → 1 → red), recent results update, then the limit toast', async () => {
    const page = await openPage(viewport, lang);
    await page.goto('/voting');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await idlePair(page);
    await page.screenshot({ path: `/tmp/voting-${shot}-signed-out.png`, fullPage: true });
    expect(await badge(page).count()).toBe(0);

    // Skip: a new pair, never the same one.
    const before = await idlePair(page);
    await page.getByRole('button', { name: t.skip }).click();
    await page.waitForFunction(
      (old) => {
        const names = Array.from(document.querySelectorAll('[data-testid="matchup-card"] h2'), (h) => h.textContent?.trim());
        return names.length === 2 && (names[0] !== old[0] || names[1] !== old[1]);
      },
      before,
    );

    await signInFromVoting(page, lang, uniqueEmail(`voter-${lang}`), shot);
    await badge(page).getByText(t.remaining(3)).waitFor();
    // The cards, "Can't decide" with its hint, Skip and the recent results: nothing serious for axe.
    await idlePair(page);
    expect(await seriousViolations(page)).toEqual([]);

    const [winner, loser] = await voteLeft(page, lang);
    await badge(page).getByText(t.remaining(2)).waitFor();
    const recent = await expectRecent(page, lang, winner, loser);
    // Each name links to its place.
    const links = recent.getByRole('link');
    expect(await links.count()).toBe(2);
    expect(await links.nth(0).getAttribute('href')).toMatch(/^\/location\/[a-z0-9-]+$/);
    await page.screenshot({ path: `/tmp/voting-${shot}-voted.png`, fullPage: true });

    // "Can't decide": a draw between the two, through the real stack (the server's matchup token
    // and outcome), counted like a vote and listed as a draw.
    const [a, b] = await cantDecide(page, lang);
    await badge(page).getByText(t.remaining(1)).waitFor();
    await expectRecent(page, lang, a, b, true);
    await page.screenshot({ path: `/tmp/fair-voting-${shot}-draw.png`, fullPage: true });

    const [w3, l3] = await voteLeft(page, lang);
    await badge(page).getByText(t.noVotes).waitFor();
    await badge(page).getByText(t.resetOnMonday).waitFor();
    await expectRecent(page, lang, w3, l3);
    await page.screenshot({ path: `/tmp/voting-${shot}-no-votes.png` });

    // At zero the app refuses on its own: the limit toast, and no request leaves the page.
    const voteRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/vote') voteRequests.push(r.method());
    });
    const [left] = await idlePair(page);
    const choose = cards(page).first().getByRole('button', { name: t.choose(left) });
    // It looks disabled and is described by the red badge's note; a click still says why (force:
    // Playwright will not click what is aria-disabled, a person can).
    expect(await choose.getAttribute('aria-disabled')).toBe('true');
    expect(await choose.getAttribute('aria-describedby')).toBe(await badge(page).getAttribute('id'));
    await choose.click({ force: true });
    await page.getByText(t.limitTitle, { exact: true }).waitFor();
    await page.getByText(t.limitMessage, { exact: true }).waitFor();
    await page.screenshot({ path: `/tmp/voting-${shot}-limit-toast.png` });
    // The toast leaves the vote buttons and the assistant's button free (it comes in at the top).
    const toastBox = (await page.locator('[data-sonner-toast][data-front="true"]').boundingBox())!;
    const choices = await cards(page).getByRole('button', { name: new RegExp(`^${t.choose('.+')}$`) }).all();
    for (const button of [...choices, page.locator('[data-chat-launcher]')]) {
      const box = await button.boundingBox();
      if (!box) continue;
      expect(boxesOverlap(box, toastBox), `the toast covers ${await button.textContent()}`).toBe(false);
    }
    expect(voteRequests).toEqual([]);

    // A reload restores the count from the vote-limit call.
    await page.reload();
    await badge(page).getByText(t.noVotes).waitFor();

    // The dashboard lists the user's own votes, newest first, the draw as a draw.
    await page.goto('/dashboard');
    const mine = page.getByTestId('my-votes');
    await mine.waitFor();
    const sentences = (await mine.locator('li p').allTextContents()).map((text) => text.trim());
    expect(sentences).toEqual([t.over(w3, l3), t.drew(a, b), t.over(winner, loser)]);
    expect(await mine.locator('li').nth(1).getAttribute('data-outcome')).toBe('draw');
    await mine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/fair-dashboard-${shot}-my-votes.png` });
  });
});
