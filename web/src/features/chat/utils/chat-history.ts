import type { ChatTurn } from '@tn/contracts/chat';
import { CHAT_HISTORY_MAX_TURNS } from '@tn/contracts/constants';
import type { ChatMessage } from '../stores/chat-store.ts';

/** The contract's bound on one turn's text. */
const TURN_MAX_LENGTH = 4000;

/**
 * The conversation's last turns, sent with each question (the service keeps none): the
 * questions and the answers given, never an error text or an unfinished answer.
 */
export function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const message of messages) {
    if (message.role === 'assistant' && message.status !== 'done') continue;
    turns.push({ role: message.role, content: message.content.slice(0, TURN_MAX_LENGTH) });
  }
  return turns.slice(-CHAT_HISTORY_MAX_TURNS);
}
