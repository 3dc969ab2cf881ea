import { describe, expect, inject, it } from 'vitest';
import { boxesOverlap, DESKTOP, PHONE, signInWithPicker, uniqueEmail, type Lang, type Viewport, useSignInPages } from './pages.ts';
import { AXE_CONTEXT, seriousViolations } from './axe.ts';
import { tinyPng } from './images.ts';

/**
 * The culinary guide in the browser against the whole stack: browse /culinary, search, open a
 * dish, sign in with an Auth emulator user, write a review with a real photo (uploaded to the
 * media service, attached by the culinary service), see it listed with its photo; axe finds no
 * serious or critical violation on /culinary, the dish page and the review dialog.
 */

const baseUrl = inject('baseUrl');

const pages = useSignInPages(baseUrl);

const openPage = (viewport: Viewport, language: Lang) =>
  pages.open(viewport, {
    language,
    context: AXE_CONTEXT,
    timeoutMs: 30_000,
  });

const TEXTS = {
  vi: {
    title: 'Ẩm thực Thái Nguyên',
    search: 'Tìm món ăn',
    query: 'com lam',
    dish: 'Cơm lam Định Hóa',
    viewDetails: (name: string) => `Xem chi tiết: ${name}`,
    signIn: 'Đăng nhập',
    continueWithGoogle: 'Tiếp tục với Google',
    picker: 'Tài khoản Google thử nghiệm',
    displayName: /Tên hiển thị/,
    beFirst: 'Hãy là người đầu tiên đánh giá',
    ratingRequired: 'Cần chọn số sao',
    close: 'Đóng',
    write: 'Viết đánh giá',
    dialog: 'Viết đánh giá',
    star: (n: number) => `${n} sao`,
    content: 'Nội dung đánh giá',
    review: 'Cơm dẻo thơm mùi tre, ăn cùng muối vừng rất ngon.',
    photo: 'Thêm ảnh (không bắt buộc)',
    preview: 'Xem trước ảnh của bạn com-lam.png',
    submit: 'Gửi đánh giá',
    submitted: 'Đã gửi đánh giá',
    thanks: 'Cảm ơn bạn đã chia sẻ ý kiến!',
    reviewBy: (name: string) => `Đánh giá của ${name}`,
    photoOf: (name: string) => `Ảnh trong đánh giá của ${name}`,
    yours: 'Đánh giá của bạn',
    // A full name long enough to leave the "your review" badge no room beside it on a phone.
    author: 'Trần Nguyễn Hoàng Bảo Ngọc',
  },
  en: {
    title: 'Thai Nguyen Cuisine',
    search: 'Search dishes',
    query: 'tan cuong',
    dish: 'Tân Cương green tea',
    viewDetails: (name: string) => `View details: ${name}`,
    signIn: 'Sign in',
    continueWithGoogle: 'Continue with Google',
    picker: 'Test Google account',
    displayName: /Display name/,
    beFirst: 'Be the first to review',
    ratingRequired: 'Rating Required',
    close: 'Close',
    write: 'Write a review',
    dialog: 'Write a review',
    star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
    content: 'Your review',
    review: 'A delicate roasted aroma, sweet aftertaste. Worth the trip to the hills.',
    photo: 'Add a photo (optional)',
    preview: 'Preview of your photo com-lam.png',
    submit: 'Submit review',
    submitted: 'Review Submitted',
    thanks: 'Thank you for sharing your opinion!',
    reviewBy: (name: string) => `Review by ${name}`,
    photoOf: (name: string) => `Photo from ${name}'s review`,
    yours: 'Your review',
    author: 'Sam Taylor',
  },
} as const;

/** Today in Vietnam's calendar, as the page writes it. */
function today(lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-US', {
    ...(lang === 'vi' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { dateStyle: 'medium' }),
    timeZone: 'Asia/Ho_Chi_Minh',
  } as Intl.DateTimeFormatOptions).format(new Date());
}

describe.each([
  { lang: 'vi' as const, viewport: PHONE, shot: 'phone-vi' },
  { lang: 'en' as const, viewport: DESKTOP, shot: 'desktop-en' },
])('culinary ($lang, $viewport.width px)', ({ lang, viewport, shot }) => {
  const t = TEXTS[lang];

  it('browses the dishes, opens one, signs in and reviews it with a photo, which is listed', { timeout: 180_000 }, async () => {
    const page = await openPage(viewport, lang);
    await page.goto('/culinary');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByTestId('dish-card').first().waitFor();
    expect(await page.getByTestId('dish-card').count()).toBeGreaterThan(3);
    await page.screenshot({ path: `/tmp/culinary-${shot}-list.png`, fullPage: true });
    expect(await seriousViolations(page), 'axe on /culinary').toEqual([]);

    // Search as typed; the server applies the accent rule.
    await page.getByRole('searchbox', { name: t.search }).fill(t.query);
    await page.waitForURL((url) => url.searchParams.get('q') === t.query);
    const card = page.getByTestId('dish-card').filter({ has: page.getByRole('heading', { name: t.dish }) });
    await card.waitFor();
    await card.getByRole('link', { name: t.viewDetails(t.dish) }).click();
    await page.getByRole('heading', { level: 1, name: t.dish }).waitFor();
    await page.getByRole('button', { name: t.beFirst }).waitFor();
    expect(await page.title()).toContain(t.dish);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'axe on the dish page').toEqual([]);

    // Sign in from the header with an emulator account that has a display name.
    await page.locator('header').getByRole('button', { name: t.signIn, exact: true }).click();
    await page.getByRole('dialog', { name: t.signIn }).getByRole('button', { name: t.continueWithGoogle }).click();
    await signInWithPicker(page, { title: t.picker, signIn: t.signIn, displayName: t.displayName }, { email: uniqueEmail(`reviewer-${lang}`), displayName: t.author });

    // Write the review: the stars by keyboard (a radio group), text, a real PNG.
    await page.getByRole('button', { name: t.beFirst }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.waitFor();
    // Sent without stars: the toast that says so leaves the dialog's close and send buttons free.
    await dialog.getByRole('button', { name: t.submit }).click();
    const toast = page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: t.ratingRequired });
    await toast.waitFor();
    const toastBox = (await toast.boundingBox())!;
    for (const button of [dialog.getByRole('button', { name: t.close, exact: true }), dialog.getByRole('button', { name: t.submit })]) {
      const box = (await button.boundingBox())!;
      expect(boxesOverlap(box, toastBox), `the toast covers ${await button.getAttribute('aria-label') ?? await button.textContent()}`).toBe(false);
    }
    await dialog.getByRole('radio', { name: t.star(1) }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: t.star(4) }).isChecked()).toBe(true);
    // The stars are one stop both ways: Shift+Tab leaves them (the dialog wraps to its last
    // button), and Tab from there comes back to the chosen star, not to star 1.
    const focusedRadio = () => page.evaluate(() => (document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'radio' ? document.activeElement.value : null));
    await page.keyboard.press('Shift+Tab');
    expect(await focusedRadio()).toBeNull();
    await page.keyboard.press('Tab');
    expect(await focusedRadio()).toBe('4');
    await dialog.getByRole('textbox', { name: t.content }).fill(t.review);
    // The photo picker is the next stop, its button ringed while the (unseen) file input has focus.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const focused = document.activeElement as HTMLInputElement;
        return { type: focused.type, ring: getComputedStyle(focused.parentElement!).outlineStyle };
      }),
    ).toEqual({ type: 'file', ring: 'solid' });
    await dialog.getByLabel(t.photo).setInputFiles({ name: 'com-lam.png', mimeType: 'image/png', buffer: tinyPng() });
    await dialog.getByRole('img', { name: t.preview }).waitFor();
    await page.screenshot({ path: `/tmp/culinary-${shot}-dialog.png` });
    expect(await seriousViolations(page), 'axe on the review dialog').toEqual([]);

    const upload = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/media' && r.request().method() === 'POST');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reviews' && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: t.submit }).click();
    expect((await upload).status()).toBe(201);
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const sent = createdResponse.request().postDataJSON() as { imageId?: string; rating: number; content: string };
    expect(sent).toMatchObject({ rating: 4, content: t.review });
    expect(sent.imageId).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByText(t.submitted, { exact: true }).waitFor();
    await page.getByText(t.thanks, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Listed, with the author's name, today's date, the stars, the text and the stored photo.
    const review = page.getByRole('article', { name: t.reviewBy(t.author) });
    await review.waitFor();
    await review.getByText(t.review).waitFor();
    await review.getByText(t.yours).waitFor();
    // The badge is never split across lines (it moves whole below a long name).
    expect(await review.getByText(t.yours).evaluate((badge) => badge.getClientRects().length)).toBe(1);
    await review.getByText(today(lang)).waitFor();
    const photo = review.getByRole('img', { name: t.photoOf(t.author) });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}-\d+\.webp$/);
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await photo.elementHandle());
    await page.screenshot({ path: `/tmp/culinary-${shot}-reviewed.png`, fullPage: true });

    // The dish page again, now with the review, its photo, the success toast and the signed-in
    // account button in the header.
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'axe on the reviewed dish page').toEqual([]);
  });
});

describe('the culinary tabs on a phone (390 px)', () => {
  it.each(['vi', 'en'] as const)("%s: all three fit within the page's margins, none cut off at the screen's edge", async (language) => {
    const page = await openPage(PHONE, language);
    await page.goto('/culinary/top-rated');
    const tabs = page.getByRole('navigation', { name: language === 'vi' ? 'Các mục ẩm thực' : 'Culinary sections' }).getByRole('link');
    await tabs.first().waitFor();
    const boxes = await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    expect(boxes).toHaveLength(3);
    // The page's content box: 16 px from either edge.
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(box.right).toBeLessThanOrEqual(PHONE.width - 16);
    }
  });
});
