import type { ChatProvider } from '@tn/contracts/chat';
import { create } from 'zustand';

/**
 * One message of the conversation. An assistant message is `waiting` until its first piece
 * arrives, `streaming` while pieces arrive, then `done` (with the provider that answered) or
 * `error` (its content is the error text shown).
 */
export type ChatMessage =
  | { id: number; role: 'user'; content: string }
  | { id: number; role: 'assistant'; content: string; status: 'waiting' | 'streaming' }
  | { id: number; role: 'assistant'; content: string; status: 'done'; provider: ChatProvider }
  | { id: number; role: 'assistant'; content: string; status: 'error' };

export type AssistantMessage = Extract<ChatMessage, { role: 'assistant' }>;

/** How an answer ends: the reply with its provider, or the error text. */
export type SettledAnswer =
  | { status: 'done'; content: string; provider: ChatProvider }
  | { status: 'error'; content: string };

interface ChatState {
  open: boolean;
  /** The question being typed, kept while the panel is closed. */
  draft: string;
  /** The conversation after the welcome (which is not a message: it follows the language). */
  messages: ChatMessage[];
  /** Bumped by every reset, so an answer to an earlier conversation is dropped. */
  conversation: number;
  nextId: number;
  /** Cancels the question in flight (a reset aborts it). */
  inFlight: AbortController | null;
  setOpen: (open: boolean) => void;
  setDraft: (draft: string) => void;
  /** Adds the question and a waiting answer; returns the answer's id. */
  addQuestion: (content: string) => number;
  appendToAnswer: (id: number, text: string) => void;
  /** The answer's final text replaces the pieces streamed so far. */
  settleAnswer: (id: number, answer: SettledAnswer) => void;
  reset: () => void;
}

function updateAssistant(messages: ChatMessage[], id: number, update: (message: AssistantMessage) => AssistantMessage): ChatMessage[] {
  return messages.map((m) => (m.id === id && m.role === 'assistant' ? update(m) : m));
}

/** The conversation is the visitor's own client state: the service keeps none. */
export const useChatStore = create<ChatState>()((set, get) => ({
  open: false,
  draft: '',
  messages: [],
  conversation: 0,
  nextId: 1,
  inFlight: null,
  setOpen: (open) => set({ open }),
  setDraft: (draft) => set({ draft }),
  addQuestion: (content) => {
    const id = get().nextId;
    set((s) => ({
      nextId: id + 2,
      messages: [...s.messages, { id, role: 'user', content }, { id: id + 1, role: 'assistant', content: '', status: 'waiting' }],
    }));
    return id + 1;
  },
  appendToAnswer: (id, text) =>
    set((s) => ({
      messages: updateAssistant(s.messages, id, (m) =>
        m.status === 'waiting' || m.status === 'streaming' ? { ...m, content: m.content + text, status: 'streaming' } : m,
      ),
    })),
  settleAnswer: (id, answer) =>
    set((s) => ({ messages: updateAssistant(s.messages, id, (m) => ({ ...answer, id: m.id, role: 'assistant' })) })),
  reset: () => {
    get().inFlight?.abort();
    set((s) => ({ messages: [], conversation: s.conversation + 1, inFlight: null }));
  },
}));

/** True while an answer is awaited (no second question meanwhile). */
export const selectWaiting = (s: ChatState) =>
  s.messages.some((m) => m.role === 'assistant' && (m.status === 'waiting' || m.status === 'streaming'));

/** The provider of the latest answer, if any answered yet in this conversation. */
export const selectLastProvider = (s: ChatState): ChatProvider | null => {
  for (let i = s.messages.length - 1; i >= 0; i--) {
    const m = s.messages[i]!;
    if (m.role === 'assistant' && m.status === 'done') return m.provider;
  }
  return null;
};
