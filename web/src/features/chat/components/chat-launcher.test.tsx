import type { ChatReply, ChatRequest } from '@tn/contracts/chat';
import { CHAT_HISTORY_MAX_TURNS, CHAT_MESSAGE_MAX_LENGTH } from '@tn/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { chatReply, chatStream, wantsStream } from '../../../testing/msw/chat-handlers.ts';
import { apiError } from '../../../testing/msw/handlers.ts';
import { server } from '../../../testing/msw/server.ts';
import { recordRequests } from '../../../testing/msw/requests.ts';
import { renderApp, renderWithProviders, type RenderOptions } from '../../../testing/render-app.tsx';
import { shownToasts } from '../../../testing/toasts.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { ChatLauncher } from './chat-launcher.tsx';

const VI = { launcher: 'Trợ lý du lịch', input: 'Câu hỏi của bạn', send: 'Gửi câu hỏi', conversation: 'Cuộc trò chuyện' };

afterEach(() => {
  act(() => useChatStore.setState({ open: false, draft: '', messages: [], inFlight: null }));
});

/** The chat service, recording each question's body; `answer` replaces the default reply. */
function serveChat(answer?: (body: ChatRequest, request: Request) => Response | Promise<Response>) {
  const asked: ChatRequest[] = [];
  server.use(
    http.post('/api/chat', async ({ request }) => {
      const body = (await request.clone().json()) as ChatRequest;
      asked.push(body);
      if (answer) return answer(body, request);
      return wantsStream(request) ? chatStream([['done', chatReply]]) : HttpResponse.json(chatReply);
    }),
  );
  return asked;
}

/** A promise the test resolves to let a held answer go on. */
function gate() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

async function openPanel(options: RenderOptions & { path?: string } = {}) {
  // Mounted on every path, as in the shell, so a test can follow a link and keep the panel.
  const view = renderWithProviders(<ChatLauncher />, { path: options.path ?? '/', route: '*', language: options.language });
  fireEvent.click(screen.getByRole('button', { name: options.language === 'en' ? 'Travel assistant' : VI.launcher }));
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByRole('textbox', { name: options.language === 'en' ? 'Your question' : VI.input });
  // From the first open the button is the dialog's own trigger (the plain one before it is gone).
  const launcher = document.querySelector<HTMLButtonElement>('[data-chat-launcher]')!;
  return { ...view, launcher, dialog, input };
}

const conversation = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: VI.conversation });

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function pressEnter(input: HTMLElement, init: KeyboardEventInit = {}) {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', ...init });
}

describe('travel assistant panel', () => {
  it('is a button in the app shell that asks the service nothing until it is opened', async () => {
    const requests = recordRequests();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Giới thiệu' });
    const launcher = screen.getByRole('button', { name: VI.launcher });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.urls().filter((url) => url.startsWith('/api/chat'))).toEqual([]);

    fireEvent.click(launcher);
    await screen.findByRole('dialog', { name: 'Trợ lý du lịch Thái Nguyên' });
    await waitFor(() => expect(requests.of('GET', '/api/chat/provider')).toHaveLength(1));
  });

  it('opens from the floating button with the question field focused, the welcome, the local note and the badge from the service', async () => {
    const { dialog, input, launcher } = await openPanel();

    expect(within(dialog).getByRole('heading', { name: 'Trợ lý du lịch Thái Nguyên' })).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    const log = conversation(dialog);
    expect(within(log).getByText(/Xin chào! Tôi là trợ lý du lịch Thái Nguyên/)).toBeTruthy();
    // The note waits for the service's answer on which mode it uses: local here.
    expect(
      await within(log).findByText(
        'Lưu ý: vì lượt dùng AI có giới hạn, trợ lý không dùng mô hình AI tổng quát mà trả lời bằng thông tin về địa điểm và món ăn Thái Nguyên có sẵn trong ứng dụng này.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Kiến thức địa phương')).toBeTruthy();
    expect(within(dialog).getByText('Enter để gửi, Shift+Enter để xuống dòng')).toBeTruthy();
  });

  it('sends the trimmed question on Enter in the current language, then shows the answer with its link', async () => {
    const asked = serveChat();
    const { dialog, input } = await openPanel();

    type(input, '  Giờ mở cửa Hồ Núi Cốc?  ');
    pressEnter(input);

    const log = conversation(dialog);
    expect(await within(log).findByRole('link', { name: 'Hồ Núi Cốc' })).toBeTruthy();
    expect(asked).toEqual([{ message: 'Giờ mở cửa Hồ Núi Cốc?', language: 'vi' }]);
    expect(within(log).getByText('Giờ mở cửa Hồ Núi Cốc?')).toBeTruthy();
    expect(within(log).getByText('Hồ Núi Cốc', { selector: 'strong' })).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('');
    // The answer is announced once, whole.
    expect(screen.getByRole('status').textContent).toContain('là một điểm tham quan nổi bật');
  });

  it('does not send on Shift+Enter, nor an empty or blank question', async () => {
    const asked = serveChat();
    const { dialog, input } = await openPanel();
    const send = within(dialog).getByRole('button', { name: VI.send }) as HTMLButtonElement;

    expect(send.disabled).toBe(true);
    pressEnter(input);
    type(input, '   \n  ');
    expect(send.disabled).toBe(true);
    pressEnter(input);
    fireEvent.click(send);

    type(input, 'Chùa Hang ở đâu?');
    pressEnter(input, { shiftKey: true });
    // Enter that ends an input method's composition (Vietnamese typing) only ends it.
    pressEnter(input, { isComposing: true });
    pressEnter(input, { keyCode: 229 });
    expect(send.disabled).toBe(false);

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(asked).toEqual([]);
    expect((input as HTMLTextAreaElement).value).toBe('Chùa Hang ở đâu?');

    fireEvent.click(send);
    await waitFor(() => expect(asked).toEqual([{ message: 'Chùa Hang ở đâu?', language: 'vi' }]));
  });

  it(`says a question over ${CHAT_MESSAGE_MAX_LENGTH} characters is too long and does not send it`, async () => {
    const asked = serveChat();
    const { dialog, input } = await openPanel();

    type(input, 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe(`Câu hỏi dài 1001 ký tự, vượt quá giới hạn 1000 ký tự. Hãy rút gọn để gửi.`);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByRole('button', { name: VI.send }) as HTMLButtonElement).disabled).toBe(true);
    pressEnter(input);

    // Exactly the limit (after trimming) is fine.
    type(input, ` ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)} `);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('1000/1000 ký tự')).toBeTruthy();
    pressEnter(input);
    await waitFor(() => expect(asked.map((b) => b.message.length)).toEqual([CHAT_MESSAGE_MAX_LENGTH]));
  });

  it('shows a typing skeleton and disables Send while waiting, the streamed pieces as they come, then the whole answer in their place', async () => {
    const first = gate();
    const second = gate();
    const final: ChatReply = { message: 'Hồ **Núi Cốc** mở cửa cả ngày.', provider: { mode: 'local', model: null } };
    serveChat((_body, request) => {
      expect(request.headers.get('accept')).toContain('text/event-stream');
      return chatStream(
        [
          ['delta', { text: 'Hồ Núi ' }],
          ['delta', { text: 'Cốc đang gõ' }],
          ['done', final],
        ],
        { 0: first.held, 2: second.held },
      );
    });
    const { dialog, input } = await openPanel();
    const log = conversation(dialog);
    const send = within(dialog).getByRole('button', { name: VI.send }) as HTMLButtonElement;

    type(input, 'Hồ Núi Cốc mở cửa lúc nào?');
    pressEnter(input);
    await waitFor(() => expect(log.querySelector('[data-status="waiting"]')).not.toBeNull());
    expect(log.querySelector('[data-chat-typing]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Trợ lý đang trả lời…');
    // Typing the next question is fine meanwhile; sending it is not.
    type(input, 'Còn Chùa Hang?');
    expect(send.disabled).toBe(true);
    pressEnter(input);
    expect((input as HTMLTextAreaElement).value).toBe('Còn Chùa Hang?');

    first.release();
    expect(await within(log).findByText('Hồ Núi Cốc đang gõ')).toBeTruthy();
    expect(log.querySelector('[data-chat-typing]')).toBeNull();
    expect(send.disabled).toBe(true);

    second.release();
    await waitFor(() => expect(within(log).queryByText('Hồ Núi Cốc đang gõ')).toBeNull());
    expect(within(log).getByText('Núi Cốc', { selector: 'strong' })).toBeTruthy();
    expect(send.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Hồ Núi Cốc mở cửa cả ngày.');
  });

  it('takes a JSON reply when the service answers without streaming', async () => {
    serveChat(() => HttpResponse.json<ChatReply>({ message: 'Trả lời một lần.', provider: { mode: 'local', model: null } }));
    const { dialog, input } = await openPanel();
    type(input, 'Xin chào');
    pressEnter(input);
    expect(await within(conversation(dialog)).findByText('Trả lời một lần.')).toBeTruthy();
  });

  it('badges the mode the service names first, then the provider of each answer', async () => {
    server.use(http.get('/api/chat/provider', () => HttpResponse.json({ mode: 'openai', model: 'gpt-4o-mini' })));
    const providers: ChatReply['provider'][] = [
      { mode: 'local', model: null },
      { mode: 'openai', model: 'gpt-4o-mini' },
    ];
    serveChat(() => chatStream([['done', { message: 'Đây.', provider: providers.shift()! }]]));
    const { dialog, input } = await openPanel();

    expect(await within(dialog).findByText('gpt-4o-mini')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Lưu ý: câu trả lời do mô hình AI gpt-4o-mini soạn; khi mô hình không trả lời được (chẳng hạn vì đã hết lượt dùng), trợ lý trả lời bằng thông tin về địa điểm và món ăn Thái Nguyên có sẵn trong ứng dụng này.',
      ),
    ).toBeTruthy();

    type(input, 'Câu một');
    pressEnter(input);
    // That answer came from local knowledge (the model failed): the badge says so.
    expect(await within(dialog).findByText('Kiến thức địa phương')).toBeTruthy();
    expect(within(dialog).queryByText('gpt-4o-mini')).toBeNull();

    type(input, 'Câu hai');
    pressEnter(input);
    expect(await within(dialog).findByText('gpt-4o-mini')).toBeTruthy();
  });

  it('claims no mode while the service has not said which (its provider call failed), then badges the answer', async () => {
    server.use(http.get('/api/chat/provider', () => apiError(503, 'down')));
    serveChat();
    const { dialog, input } = await openPanel();
    const log = conversation(dialog);
    await waitFor(() => expect(dialog.querySelector('[data-provider-mode]')).toBeNull());
    expect(within(log).queryByText(/Lưu ý/)).toBeNull();

    type(input, 'Hồ Núi Cốc');
    pressEnter(input);
    await within(log).findByRole('link', { name: 'Hồ Núi Cốc' });
    expect(within(dialog).getByText('Kiến thức địa phương')).toBeTruthy();
    // The note speaks of the service's mode, still unknown.
    expect(within(log).queryByText(/Lưu ý/)).toBeNull();
    expect(shownToasts()).toEqual([]);
  });

  it(`sends the conversation's last ${CHAT_HISTORY_MAX_TURNS} turns with each question, never an error text`, async () => {
    let calls = 0;
    const asked = serveChat((body) => {
      calls += 1;
      if (calls === 2) return apiError(503, 'down');
      return chatStream([['done', { message: `Trả lời cho ${body.message}`, provider: { mode: 'local', model: null } }]]);
    });
    const { dialog, input } = await openPanel();
    const log = conversation(dialog);

    for (let i = 1; i <= 7; i++) {
      type(input, `Câu ${i}`);
      pressEnter(input);
      await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(1 + 2 * i));
      await waitFor(() => expect(log.querySelector('[data-status="waiting"], [data-status="streaming"]')).toBeNull());
    }

    expect(asked[0]).toEqual({ message: 'Câu 1', language: 'vi' });
    expect(asked[2]!.history).toEqual([
      { role: 'user', content: 'Câu 1' },
      { role: 'assistant', content: 'Trả lời cho Câu 1' },
      { role: 'user', content: 'Câu 2' },
    ]);
    const last = asked[6]!.history!;
    expect(last).toHaveLength(CHAT_HISTORY_MAX_TURNS);
    expect(last.at(-1)).toEqual({ role: 'assistant', content: 'Trả lời cho Câu 6' });
    expect(last.some((turn) => turn.content.startsWith('Xin lỗi'))).toBe(false);
  });

  it('starts over with the welcome and note in the new language when the language changes', async () => {
    serveChat();
    const { dialog, input } = await openPanel();
    type(input, 'Hồ Núi Cốc');
    pressEnter(input);
    const log = conversation(dialog);
    await within(log).findByRole('link', { name: 'Hồ Núi Cốc' });

    await act(async () => {
      await i18n.changeLanguage('en');
    });

    const region = within(dialog).getByRole('region', { name: 'Conversation' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByText(/Hello! I'm the Thái Nguyên travel assistant/)).toBeTruthy();
    expect(
      within(region).getByText(
        "Note: because AI usage is limited, the assistant does not use a general AI model; it answers from this app's own information on places and dishes in Thái Nguyên.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Local knowledge')).toBeTruthy();
    expect(within(region).queryByText('Hồ Núi Cốc')).toBeNull();
  });

  it('drops an answer still under way when the language changes', async () => {
    const answer = gate();
    const asked = serveChat(async () => {
      await answer.held;
      return chatStream([['done', chatReply]]);
    });
    const { dialog, input } = await openPanel();
    type(input, 'Hồ Núi Cốc');
    pressEnter(input);
    await waitFor(() => expect(asked).toHaveLength(1));

    await act(async () => {
      await i18n.changeLanguage('en');
    });
    answer.release();
    const send = within(dialog).getByRole('button', { name: 'Send question' }) as HTMLButtonElement;
    type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'Hello');
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(within(dialog).getByRole('region', { name: 'Conversation' }).querySelectorAll('li')).toHaveLength(1);
    expect(shownToasts()).toEqual([]);
  });

  it('answers a failure with the error text in the conversation and the Connection Error toast', async () => {
    serveChat(() => apiError(503, 'The assistant is unavailable'));
    const { dialog, input } = await openPanel();
    type(input, 'Hồ Núi Cốc');
    pressEnter(input);

    const log = conversation(dialog);
    expect(await within(log).findByText('Xin lỗi, tôi chưa thể trả lời lúc này. Vui lòng thử lại sau.')).toBeTruthy();
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ title: 'Lỗi kết nối', description: 'Không thể kết nối với trợ lý. Vui lòng thử lại sau.', type: 'error' }]),
    );
    // The next question can go.
    type(input, 'Lần nữa');
    expect((within(dialog).getByRole('button', { name: VI.send }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('treats an error event in the stream, a stream cut short and a reply without a message as failures (in English too)', async () => {
    const answers = [
      () => chatStream([['delta', { text: 'Half an ans' }], ['error', { statusCode: 503, error: 'Service Unavailable', message: 'model down' }]]),
      () => chatStream([['delta', { text: 'Cut off' }]]),
      () => chatStream([['done', { text: 'no message field' }]]),
      () => HttpResponse.json({ answer: 'no message field' }),
      () => HttpResponse.json('just a string'),
    ];
    serveChat(() => answers.shift()!());
    const { dialog, input } = await openPanel({ language: 'en' });
    const log = within(dialog).getByRole('region', { name: 'Conversation' });

    for (let i = 1; i <= 5; i++) {
      type(input, `Question ${i}`);
      pressEnter(input);
      await waitFor(() => expect(log.querySelectorAll('[data-status="error"]')).toHaveLength(i));
    }
    expect(within(log).getAllByText("Sorry, I can't answer right now. Please try again later.")).toHaveLength(5);
    expect(within(log).queryByText(/Half an ans|Cut off/)).toBeNull();
    expect(shownToasts()).toEqual([{ title: 'Connection Error', description: 'Could not connect to the assistant. Please try again later.', type: 'error' }]);
  });

  it('says "too many questions" on 429 and what a question must be on 400, in the reader\'s language, without the connection toast', async () => {
    const answers = [() => apiError(429, 'Too Many Requests'), () => apiError(400, 'body/message must hold at most 1000 characters')];
    serveChat(() => answers.shift()!());
    const { dialog, input } = await openPanel();
    const log = conversation(dialog);

    type(input, 'Câu một');
    pressEnter(input);
    expect(
      await within(log).findByText('Bạn đã hỏi quá nhiều câu trong thời gian ngắn. Vui lòng đợi một lát rồi hỏi tiếp.'),
    ).toBeTruthy();
    type(input, 'Câu hai');
    pressEnter(input);
    expect(
      await within(log).findByText('Trợ lý không nhận câu hỏi này: câu hỏi phải có nội dung và dài không quá 1000 ký tự.'),
    ).toBeTruthy();
    expect(within(log).queryByText(/body\/message/)).toBeNull();
    expect(shownToasts()).toEqual([]);
  });

  it('puts an unanswered question back in the field (500, 429, network error), to send again with Enter', async () => {
    const answers = [() => apiError(500, 'boom'), () => apiError(429, 'Too Many Requests'), () => HttpResponse.error(), () => chatStream([['done', chatReply]])];
    const asked = serveChat(() => answers.shift()!());
    const { dialog, input } = await openPanel();
    const log = conversation(dialog);

    type(input, 'Hồ Núi Cốc ở đâu?');
    for (let failures = 1; failures <= 3; failures++) {
      pressEnter(input);
      await waitFor(() => expect(log.querySelectorAll('[data-status="error"]')).toHaveLength(failures));
      expect((input as HTMLTextAreaElement).value).toBe('Hồ Núi Cốc ở đâu?');
    }
    pressEnter(input);
    expect(await within(log).findByRole('link', { name: 'Hồ Núi Cốc' })).toBeTruthy();
    expect(asked.map((body) => body.message)).toEqual(Array(4).fill('Hồ Núi Cốc ở đâu?'));
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps a question typed while waiting, rather than the one that failed', async () => {
    const answer = gate();
    serveChat(async () => {
      await answer.held;
      return apiError(503, 'down');
    });
    const { dialog, input } = await openPanel();
    type(input, 'Câu một');
    pressEnter(input);
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    type(input, 'Câu hai');
    answer.release();
    await waitFor(() => expect(conversation(dialog).querySelectorAll('[data-status="error"]')).toHaveLength(1));
    expect((input as HTMLTextAreaElement).value).toBe('Câu hai');
  });

  it('says how long to wait on 429 when the service sends Retry-After, in seconds or minutes, in either language', async () => {
    const tooMany = (retryAfter: string) =>
      HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message: 'slow down' }, { status: 429, headers: { 'Retry-After': retryAfter } });
    const answers = ['30', '120', '1', '61'].map((retryAfter) => () => tooMany(retryAfter));
    serveChat(() => answers.shift()!());
    const { dialog, input } = await openPanel();
    const log = conversation(dialog);
    const ask = async (question: string, error: string) => {
      type(input, question);
      pressEnter(input);
      expect(await within(log).findByText(error)).toBeTruthy();
    };

    await ask('Câu một', 'Bạn đã hỏi quá nhiều câu trong thời gian ngắn. Vui lòng đợi 30 giây rồi hỏi tiếp.');
    await ask('Câu hai', 'Bạn đã hỏi quá nhiều câu trong thời gian ngắn. Vui lòng đợi 2 phút rồi hỏi tiếp.');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    const en = within(dialog).getByRole('region', { name: 'Conversation' });
    const enInput = within(dialog).getByRole('textbox', { name: 'Your question' });
    for (const [question, error] of [
      ['First', "You've asked too many questions in a short time. Please wait 1 second, then ask again."],
      ['Second', "You've asked too many questions in a short time. Please wait 2 minutes, then ask again."],
    ] as const) {
      type(enInput, question);
      pressEnter(enInput);
      expect(await within(en).findByText(error)).toBeTruthy();
    }
    expect(shownToasts()).toEqual([]);
  });

  it('renders only the markdown subset: HTML in an answer never becomes elements, nor a javascript: link', async () => {
    const message = [
      'Xin chào <script>window.__chatPwned = true</script> **đậm** và *nghiêng*',
      '',
      '<img src="x" onerror="window.__chatPwned = true">',
      '',
      '- [bấm](javascript:alert(1))',
      '- [Bản đồ](https://www.google.com/maps/dir/?api=1&destination=H%E1%BB%93%20N%C3%BAi%20C%E1%BB%91c)',
      '- [Trang khác](https://www.openstreetmap.org/)',
      '',
      '# Tiêu đề',
      '',
      '![ảnh](https://example.com/a.png)',
    ].join('\n');
    serveChat(() => chatStream([['done', { message, provider: { mode: 'local', model: null } }]]));
    const { dialog, input } = await openPanel();
    type(input, 'Thử');
    pressEnter(input);

    const log = conversation(dialog);
    await within(log).findByText('đậm', { selector: 'strong' });
    expect(within(log).getByText('nghiêng', { selector: 'em' })).toBeTruthy();
    expect(dialog.querySelector('script, img, h1, iframe, style')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { __chatPwned?: boolean }).__chatPwned).toBeUndefined();
    // The javascript: link keeps its text and loses its target.
    expect(within(log).getByText('bấm').closest('a')).toBeNull();
    // A route on Google Maps opens in a new tab without handing over the page; another site is text.
    const external = within(log).getByRole('link', { name: /Bản đồ/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(log).getByText('Trang khác').closest('a')).toBeNull();
    // A heading is not in the subset: its text stays, plain.
    expect(within(log).getByText(/Tiêu đề/)).toBeTruthy();
  });

  it('opens an in-app link through the router; on a phone the sheet closes and the conversation stays', async () => {
    serveChat();
    const { dialog, input, router, launcher } = await openPanel();
    type(input, 'Hồ Núi Cốc');
    pressEnter(input);
    const link = await within(conversation(dialog)).findByRole('link', { name: 'Hồ Núi Cốc' });
    expect(link.getAttribute('href')).toBe('/location/nui-coc-lake');

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/location/nui-coc-lake'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(launcher);
    const again = await screen.findByRole('dialog');
    expect(within(conversation(again)).getByText('Hồ Núi Cốc', { selector: 'strong' })).toBeTruthy();
  });

  it('docked beside the page from 768 px, it stays open when a link in it is followed', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('min-width: 768px'),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    try {
      serveChat();
      const { dialog, input, router } = await openPanel();
      expect(dialog.dataset.chatPanel).toBe('docked');
      type(input, 'Hồ Núi Cốc');
      pressEnter(input);
      fireEvent.click(await within(conversation(dialog)).findByRole('link', { name: 'Hồ Núi Cốc' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/location/nui-coc-lake'));
      expect(screen.getByRole('dialog')).toBe(dialog);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { dialog, launcher } = await openPanel();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a button down to the latest message once the reader has scrolled up', async () => {
    const { dialog } = await openPanel();
    const log = conversation(dialog);
    // jsdom lays nothing out: a 1000 px conversation in a 300 px window.
    let scrollTop = 700;
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
    Object.defineProperty(log, 'scrollTop', { configurable: true, get: () => scrollTop, set: (v: number) => (scrollTop = Math.min(v, 700)) });

    fireEvent.scroll(log);
    expect(within(dialog).queryByRole('button', { name: 'Cuộn xuống tin nhắn mới nhất' })).toBeNull();
    scrollTop = 200;
    fireEvent.scroll(log);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cuộn xuống tin nhắn mới nhất' }));
    expect(scrollTop).toBe(700);
    fireEvent.scroll(log);
    expect(within(dialog).queryByRole('button', { name: 'Cuộn xuống tin nhắn mới nhất' })).toBeNull();
  });

  it("brings the visitor's own new question into view even after they scrolled up", async () => {
    const { dialog, input } = await openPanel();
    const log = conversation(dialog);
    // jsdom lays nothing out: a 1000 px conversation in a 300 px window, read from the top.
    let scrollTop = 700;
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
    Object.defineProperty(log, 'scrollTop', { configurable: true, get: () => scrollTop, set: (v: number) => (scrollTop = Math.min(v, 700)) });
    scrollTop = 100;
    fireEvent.scroll(log);
    expect(within(dialog).getByRole('button', { name: 'Cuộn xuống tin nhắn mới nhất' })).toBeTruthy();

    serveChat();
    type(input, 'Hồ Núi Cốc ở đâu?');
    pressEnter(input);
    await within(log).findByText('Hồ Núi Cốc ở đâu?');
    expect(scrollTop).toBe(700);
  });

  it('keeps the typed question when closed and opened again', async () => {
    const { dialog, input, launcher } = await openPanel();
    type(input, 'Nửa câu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng trợ lý' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(launcher);
    const again = await screen.findByRole('dialog');
    expect((within(again).getByRole('textbox', { name: VI.input }) as HTMLTextAreaElement).value).toBe('Nửa câu');
  });
});
