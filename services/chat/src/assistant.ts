import OpenAI from 'openai';
import type { ChatLanguage, ChatProvider, ChatReply, ChatTurn } from '@tn/contracts/chat';
import type { ChatConfig } from './config.ts';
import { createTravelData, type TravelData } from './knowledge/travel-data.ts';
import { answerLocally } from './local/local-answer.ts';
import { answerWithModel, type ModelOptions } from './openai/openai-answer.ts';

export interface Question {
  message: string;
  language: ChatLanguage;
  history?: readonly ChatTurn[];
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export interface Assistant {
  /** The mode questions go to first. */
  readonly provider: ChatProvider;
  /** Never throws for a provider failure: local mode answers that question instead. */
  answer(question: Question): Promise<ChatReply>;
}

const LOCAL: ChatProvider = { mode: 'local', model: null };

/**
 * The assistant: OpenAI mode when a key is configured, else local mode. In OpenAI mode any
 * failure of the provider (timeout, error, empty answer) is answered locally, and the reply's
 * provider says which mode answered.
 */
export function createAssistant(data: TravelData, model?: ModelOptions, onFallback?: (err: unknown) => void): Assistant {
  const provider: ChatProvider = model ? { mode: 'openai', model: model.model } : LOCAL;
  const local = async (question: Question): Promise<ChatReply> => ({ message: await answerLocally(data, question), provider: LOCAL });
  return {
    provider,
    async answer(question) {
      if (!model) return local(question);
      try {
        return { message: await answerWithModel(model, question), provider };
      } catch (err) {
        if (question.signal?.aborted) throw err;
        onFallback?.(err);
        return local(question);
      }
    },
  };
}

/** The assistant a configuration describes: the services to read and, with a key, the model. */
export function assistantFromConfig(config: ChatConfig, log: { warn(obj: object, msg: string): void }): Assistant {
  const data = createTravelData({
    catalogUrl: config.CATALOG_URL,
    culinaryUrl: config.CULINARY_URL,
    cacheMs: config.CHAT_DATA_CACHE_MS,
    timeoutMs: config.CHAT_UPSTREAM_TIMEOUT_MS,
    onError: (url, err) => log.warn({ url, err: err instanceof Error ? err.message : String(err) }, 'could not read travel data'),
  });
  return createAssistant(data, modelFromConfig(config, data), (err) =>
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'the model failed: answered in local mode'),
  );
}

/** OpenAI mode as configured: none without OPENAI_API_KEY. */
export function modelFromConfig(config: ChatConfig, data: TravelData): ModelOptions | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  return {
    // No retries: a failing provider is answered locally at once, within the deadline.
    client: new OpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, maxRetries: 0, timeout: config.OPENAI_TIMEOUT_MS }),
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    data,
  };
}
