import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AXE_CONTEXT, seriousViolations } from './axe.ts';
import { DESKTOP, launchPages, PHONE, type BrowserPages, type Viewport } from './pages.ts';

/**
 * The travel assistant against the whole stack (the chat service in local mode: no model is
 * configured): open it from the keyboard, ask about a place, get an answer that links to the
 * place's page, follow the link; a language change starts the conversation over; axe finds no
 * serious or critical violation with the panel open, on a phone (modal sheet) and a desktop
 * (docked panel). Screenshots: /tmp/chat-*.png.
 */

const baseUrl = inject('baseUrl');
let pages: BrowserPages;

beforeAll(async () => {
  pages = await launchPages(baseUrl);
});
afterAll(async () => {
  await pages?.close();
});

const TABLET: Viewport = { width: 820, height: 1180 };

const open = (viewport: Viewport) => pages.open(viewport, { context: AXE_CONTEXT, timeoutMs: 30_000 });

const isFocused = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => el === document.activeElement);

/** Loads `path` and opens the assistant with the keyboard: Shift+Tab from the page's start reaches the button, the last stop. */
async function openAssistantByKeyboard(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('contentinfo').waitFor();
  await page.keyboard.press('Shift+Tab');
  expect(await isFocused(page, 'Trợ lý du lịch')).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Trợ lý du lịch Thái Nguyên' });
  await dialog.waitFor();
  const input = dialog.getByRole('textbox', { name: 'Câu hỏi của bạn' });
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  return { dialog, input };
}

describe('travel assistant', () => {
  it('on a phone: asked from the keyboard about Hồ Núi Cốc, it answers with a link that opens the place (the sheet closes, the conversation stays)', async () => {
    const page = await open(PHONE);
    const { dialog } = await openAssistantByKeyboard(page, '/');

    // Local mode, said by the badge and the note from the first moment.
    await dialog.getByText('Kiến thức địa phương').waitFor();
    await dialog.getByText(/vì lượt dùng AI có giới hạn, trợ lý không dùng mô hình AI tổng quát/).waitFor();
    await page.keyboard.type('Giờ mở cửa Hồ Núi Cốc?');
    await page.keyboard.press('Enter');

    const conversation = dialog.getByRole('region', { name: 'Cuộc trò chuyện' });
    await conversation.getByText('Giờ mở cửa Hồ Núi Cốc?').waitFor();
    const placeLink = conversation.locator('a[href="/location/ho-nui-coc"]').first();
    await placeLink.waitFor();
    expect(await conversation.locator('[data-status="done"]').count()).toBe(1);
    expect(await dialog.locator('script, img, iframe').count()).toBe(0);
    await page.screenshot({ path: '/tmp/chat-phone.png' });
    expect(await seriousViolations(page)).toEqual([]);

    await placeLink.click();
    await page.waitForURL('**/location/ho-nui-coc');
    await page.getByRole('heading', { level: 1, name: 'Hồ Núi Cốc' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The conversation is still there when the assistant opens again.
    await page.getByRole('button', { name: 'Trợ lý du lịch', exact: true }).click();
    await page.getByRole('dialog').getByText('Giờ mở cửa Hồ Núi Cốc?').waitFor();
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The dialog's focus scope gives the focus back in the task after it unmounts.
    await expect.poll(() => isFocused(page, 'Trợ lý du lịch')).toBe(true);

    // Closed, on the voting page, the button stays clear of the tab bar.
    await page.goto('/voting');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const button = await page.getByRole('button', { name: 'Trợ lý du lịch', exact: true }).boundingBox();
    const tabBar = await page.getByRole('navigation', { name: 'Điều hướng nhanh' }).boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(tabBar!.y);
    await page.screenshot({ path: '/tmp/chat-phone-voting.png' });
  });

  it('on a desktop: the docked panel stays open beside the page it links to, and a language change starts the conversation over in English', async () => {
    const page = await open(DESKTOP);
    const { dialog } = await openAssistantByKeyboard(page, '/voting');
    await page.keyboard.type('Hồ Núi Cốc ở đâu?');
    await page.keyboard.press('Enter');
    const conversation = dialog.getByRole('region', { name: 'Cuộc trò chuyện' });
    const placeLink = conversation.locator('a[href="/location/ho-nui-coc"]').first();
    await placeLink.waitFor();
    await page.screenshot({ path: '/tmp/chat-desktop.png' });
    expect(await seriousViolations(page)).toEqual([]);

    await placeLink.click();
    await page.waitForURL('**/location/ho-nui-coc');
    await page.getByRole('heading', { level: 1, name: 'Hồ Núi Cốc' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);

    // The language menu in the header, with the panel still open beside it.
    await page.getByRole('button', { name: /^Ngôn ngữ/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    const english = page.getByRole('dialog', { name: 'Thái Nguyên travel assistant' });
    const reset = english.getByRole('region', { name: 'Conversation' });
    await reset.getByText(/Hello! I'm the Thái Nguyên travel assistant/).waitFor();
    await reset.getByText(/because AI usage is limited, the assistant does not use a general AI model/).waitFor();
    expect(await reset.getByRole('listitem').count()).toBe(1);
    await english.getByText('Local knowledge').waitFor();

    // The next question goes in English.
    await english.getByRole('textbox', { name: 'Your question' }).fill('Where is Hang Pagoda?');
    await english.getByRole('button', { name: 'Send question' }).click();
    await reset.locator('[data-status="done"]').waitFor();
    await page.screenshot({ path: '/tmp/chat-desktop-en.png' });
    expect(await seriousViolations(page)).toEqual([]);

    // Docked, Escape still closes it and the focus goes back to the button.
    await page.keyboard.press('Escape');
    await english.waitFor({ state: 'detached' });
    // The dialog's focus scope gives the focus back in the task after it unmounts.
    await expect.poll(() => isFocused(page, 'Travel assistant')).toBe(true);
  });

  it('on a phone, when the assistant cannot be reached: the error in the conversation and the Connection Error toast', async () => {
    const page = await open(PHONE);
    await page.route('**/api/chat', (route) => route.abort('connectionrefused'));
    const { dialog } = await openAssistantByKeyboard(page, '/');
    await page.keyboard.type('Chùa Hang ở đâu?');
    await page.keyboard.press('Enter');
    await dialog.getByRole('region', { name: 'Cuộc trò chuyện' }).getByText('Xin lỗi, tôi chưa thể trả lời lúc này. Vui lòng thử lại sau.').waitFor();
    const toast = page.locator('[data-sonner-toast]');
    await toast.getByText('Lỗi kết nối').waitFor();
    await toast.getByText('Không thể kết nối với trợ lý. Vui lòng thử lại sau.').waitFor();
    // The toast leaves the question field in view and usable.
    const field = (await dialog.getByRole('textbox', { name: 'Câu hỏi của bạn' }).boundingBox())!;
    const shown = (await toast.boundingBox())!;
    expect(shown.y + shown.height).toBeLessThanOrEqual(field.y);
    await page.screenshot({ path: '/tmp/chat-phone-error.png' });
  });

  it('on a tablet: the docked panel sits between the header and the tab bar', async () => {
    const page = await open(TABLET);
    const { dialog } = await openAssistantByKeyboard(page, '/voting');
    const panel = (await dialog.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const tabBar = (await page.getByRole('navigation', { name: 'Điều hướng nhanh' }).boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Trợ lý du lịch', exact: true }).boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(panel.y + panel.height).toBeLessThanOrEqual(button.y);
    expect(button.y + button.height).toBeLessThanOrEqual(tabBar.y);
    await page.screenshot({ path: '/tmp/chat-tablet.png' });
  });

  it.each([
    { device: 'phone', viewport: PHONE },
    { device: 'tablet', viewport: TABLET },
    { device: 'desktop', viewport: DESKTOP },
  ])('on a $device, scrolled to the very end: the button covers none of the footer\'s text', async ({ viewport }) => {
    const page = await open(viewport);
    await page.goto('/voting');
    await page.getByRole('contentinfo').waitFor();
    // The matchup drawn, so the page has its full height before scrolling to its end.
    await page.getByTestId('matchup-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Scrolled again until the end holds: content below the fold (lazy images) may still grow the page.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        }),
      )
      .toBe(true);
    const covered = await page.evaluate(() => {
      const button = document.querySelector('[data-chat-launcher]')!.getBoundingClientRect();
      const walker = document.createTreeWalker(document.querySelector('footer')!, NodeFilter.SHOW_TEXT);
      const hidden: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // The boxes of the words themselves, line by line, not of their (full-width) paragraph.
        const range = document.createRange();
        range.selectNodeContents(node);
        const overlaps = Array.from(range.getClientRects()).some(
          (r) => r.width > 0 && r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top,
        );
        if (overlaps) hidden.push(node.textContent!);
      }
      return hidden;
    });
    expect(covered).toEqual([]);
  });
});
