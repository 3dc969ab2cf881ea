import { Type } from 'typebox';
import { baseEnv, loadConfig, port, postgresUrl } from '@tn/kit/config';

export const ChatEnv = Type.Object({
  ...baseEnv,
  PORT: port(4005),
  // Answers come from published data (catalog and culinary tables), read only.
  DATABASE_URL: postgresUrl,
});

export const loadChatConfig = (env?: Record<string, string | undefined>) => loadConfig(ChatEnv, env);
