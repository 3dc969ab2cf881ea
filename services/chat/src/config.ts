import { Type } from 'typebox';
import { baseEnv, loadConfig, port, serviceUrl } from '@tn/kit/config';

export const ChatEnv = Type.Object({
  ...baseEnv,
  PORT: port(4005),
  /** The catalog service (places, this month's standings): required, the launcher and compose set it. */
  CATALOG_URL: serviceUrl('catalog'),
  /** The culinary service (dishes, places to eat): required, the launcher and compose set it. */
  CULINARY_URL: serviceUrl('culinary'),
  /**
   * How long a read of another service is reused. Short, so that a new vote or a new dish shows
   * in the next answer within seconds, without a restart.
   */
  CHAT_DATA_CACHE_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 3_000 }),
  /** A read of another service that takes longer than this fails (the answer says it does not know). */
  CHAT_UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 4_000 }),
  /** Set: questions go to an OpenAI-compatible model first (local answers stay the fallback). */
  OPENAI_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Any OpenAI-compatible server; unset: OpenAI's own. */
  OPENAI_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$', description: 'OpenAI-compatible API base URL' })),
  OPENAI_MODEL: Type.String({ minLength: 1, default: 'gpt-4o-mini' }),
  /** The whole model conversation for one question (tool rounds and streaming); then local mode answers. */
  OPENAI_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 15_000 }),
});

export const loadChatConfig = (env?: Record<string, string | undefined>) => loadConfig(ChatEnv, env);
export type ChatConfig = ReturnType<typeof loadChatConfig>;
