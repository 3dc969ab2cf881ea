import type { AddressInfo } from 'node:net';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../services/chat/src/app.ts';
import { assistantFromConfig } from '../services/chat/src/assistant.ts';
import { loadChatConfig } from '../services/chat/src/config.ts';
import { fail, startFakeOpenAI, streamText, toolCall, toolResult, type FakeOpenAI, type Step } from '../services/chat/test/fake-openai.ts';
import { DESKTOP, launchPages, PHONE, type BrowserPages, type Lang, type Viewport } from './pages.ts';

/**
 * The travel assistant in OpenAI mode, in the browser. The stack's own chat service runs
 * without a key, so this file starts a second chat service in-process, configured with a key
 * and pointed at a scripted OpenAI-compatible server, reading the stack's live data through
 * the gateway. The page's /api/chat calls go to it (the request is redirected inside the
 * browser, so the response streams to the page as the service writes it). Proved: the model's
 * tool call runs and its result is in the answer, the first piece shows before the answer is
 * finished, the badge names the model, and a failing provider is answered in local mode with
 * the badge saying so. Screenshots: /tmp/chat-openai-*.png.
 */

const baseUrl = inject('baseUrl');
const MODEL = 'test-model';

/** What the fake model answers, in order; each test adds its own steps. */
const script: Step[] = [];
let fake: FakeOpenAI;
let chat: Awaited<ReturnType<typeof buildApp>>;
let chatOrigin: string;
let pages: BrowserPages;

beforeAll(async () => {
  fake = await startFakeOpenAI(script);
  const config = loadChatConfig({
    CATALOG_URL: baseUrl,
    CULINARY_URL: baseUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: MODEL,
    // The first test's model holds its answer until the browser shows the first piece.
    OPENAI_TIMEOUT_MS: '30000',
  });
  chat = await buildApp({ assistant: (log) => assistantFromConfig(config, log), logger: false });
  await chat.listen({ port: 0, host: '127.0.0.1' });
  chatOrigin = `http://127.0.0.1:${(chat.server.address() as AddressInfo).port}`;
  pages = await launchPages(baseUrl);
});

afterAll(async () => {
  await pages?.close();
  // The fake first: it drops any answer still held open, so the chat service can close.
  await fake?.close();
  await chat?.close();
});

/**
 * The assistant's calls (the question and the provider the badge shows first) go to this
 * file's chat service. route.continue changes the URL inside the browser's own network stack:
 * the page sees its same-origin call, and the body is not buffered by the test runner.
 */
const CHAT_PATHS = new Set(['/api/chat', '/api/chat/provider']);
const routeChatToOpenAiMode = (context: BrowserContext) =>
  context.route(
    (url) => CHAT_PATHS.has(url.pathname),
    (route) => route.continue({ url: `${chatOrigin}${new URL(route.request().url()).pathname}` }),
  );

const TEXTS = {
  en: { launcher: 'Travel assistant', title: 'Thái Nguyên travel assistant', conversation: 'Conversation', input: 'Your question', local: 'Local knowledge' },
  vi: { launcher: 'Trợ lý du lịch', title: 'Trợ lý du lịch Thái Nguyên', conversation: 'Cuộc trò chuyện', input: 'Câu hỏi của bạn', local: 'Kiến thức địa phương' },
} as const;

async function openAssistant(viewport: Viewport, language: Lang): Promise<{ page: Page; dialog: Locator; conversation: Locator }> {
  const texts = TEXTS[language];
  const page = await pages.open(viewport, { language, prepare: routeChatToOpenAiMode, timeoutMs: 30_000 });
  await page.goto('/');
  await page.getByRole('button', { name: texts.launcher, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.waitFor();
  return { page, dialog, conversation: dialog.getByRole('region', { name: texts.conversation }) };
}

/** The provider badge in `mode`, showing exactly `text`. */
const badge = (dialog: Locator, mode: 'openai' | 'local', text: string) =>
  dialog.locator(`[data-provider-mode="${mode}"]`).getByText(text, { exact: true });

async function ask(dialog: Locator, language: Lang, question: string) {
  await dialog.getByRole('textbox', { name: TEXTS[language].input }).fill(question);
  await dialog.page().keyboard.press('Enter');
}

type FoundPlaces = { data: { places: { slug: string; name: string; openingHours: string | null; link: string }[] } };

/** The scripted model's answer, in three pieces, built from the find_places result it was sent. */
const answerFromTool = (request: Parameters<Step>[0]) => {
  const found = (toolResult(request) as FoundPlaces).data.places[0]!;
  return [`**[${found.name}](${found.link})** `, 'is open ', found.openingHours ?? 'at unknown hours'];
};

describe('travel assistant in OpenAI mode', () => {
  it('on a desktop, in English: the model calls find_places, its answer streams in piece by piece, and the badge names the model', async () => {
    let releaseTheRest!: () => void;
    const firstPieceShown = new Promise<void>((resolve) => (releaseTheRest = resolve));
    const asked = fake.requests.length;
    // The model holds the rest of its answer back until the browser shows the first piece:
    // this test can only finish if that piece really streamed through to the panel.
    script.push(toolCall('find_places', { query: 'Núi Cốc' }), streamText(answerFromTool, (i) => (i === 0 ? firstPieceShown : Promise.resolve())));

    const { page, dialog, conversation } = await openAssistant(DESKTOP, 'en');
    // Before any answer the badge shows what the service says it asks first: the model.
    await badge(dialog, 'openai', MODEL).waitFor();
    await dialog.getByText(`Note: answers are written by the AI model ${MODEL};`, { exact: false }).waitFor();
    await ask(dialog, 'en', 'When does Núi Cốc open?');

    // The first piece, a link to the place, shows while the answer is still streaming.
    const streaming = conversation.locator('[data-status="streaming"]');
    await streaming.locator('a[href="/location/ho-nui-coc"]', { hasText: 'Núi Cốc Reservoir' }).waitFor();
    expect(await streaming.textContent()).not.toContain('is open');
    expect(await conversation.locator('[data-status="done"]').count()).toBe(0);
    await page.screenshot({ path: '/tmp/chat-openai-streaming.png' });
    releaseTheRest();

    // The whole answer, with the opening hours the tool read from the live catalog.
    const done = conversation.locator('[data-status="done"]');
    await done.getByText(/is open Daily, about 7:30/).waitFor();
    expect(await done.locator('a[href="/location/ho-nui-coc"]').textContent()).toBe('Núi Cốc Reservoir');
    await badge(dialog, 'openai', MODEL).waitFor();
    await page.screenshot({ path: '/tmp/chat-openai-done.png' });

    // The model was asked with the tools, called find_places, and got the live data back.
    const [first, second] = fake.requests.slice(asked);
    expect(fake.requests.length - asked).toBe(2);
    expect(first!.model).toBe(MODEL);
    expect(first!.tools?.map((t) => t.function.name)).toContain('find_places');
    expect(second!.messages.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [{ function: { name: 'find_places' } }] });
    const found = (toolResult(second!) as FoundPlaces).data.places[0]!;
    expect(found).toMatchObject({ slug: 'ho-nui-coc', name: 'Núi Cốc Reservoir', openingHours: expect.stringMatching(/^Daily, about 7:30/) });
    expect(await done.textContent()).toContain(`is open ${found.openingHours}`);
  });

  it('on a phone, in Vietnamese: the provider fails (500), local mode answers from the live data and the badge says local knowledge', async () => {
    const asked = fake.requests.length;
    script.push(fail(500));

    const { page, dialog, conversation } = await openAssistant(PHONE, 'vi');
    await badge(dialog, 'openai', MODEL).waitFor();
    await ask(dialog, 'vi', 'Hồ Núi Cốc mở cửa mấy giờ?');

    const done = conversation.locator('[data-status="done"]');
    await done.getByText(/Hằng ngày, khoảng 7:30/).waitFor();
    await done.locator('a[href="/location/ho-nui-coc"]').first().waitFor();
    // The badge now tells the truth about this answer: local knowledge, not the model.
    await badge(dialog, 'local', TEXTS.vi.local).waitFor();
    expect(await dialog.getByText(MODEL, { exact: true }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/chat-openai-fallback.png' });

    // The model was asked once, failed, and local mode answered that question.
    expect(fake.requests.length - asked).toBe(1);
    expect(fake.requests.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: 'Hồ Núi Cốc mở cửa mấy giờ?' });
  });
});
