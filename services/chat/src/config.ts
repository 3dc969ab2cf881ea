import { Type } from 'typebox';
import { baseEnv, loadConfig, port } from '@tn/kit/config';

export const ChatEnv = Type.Object({
  ...baseEnv,
  PORT: port(4005),
});

export const loadChatConfig = (env?: Record<string, string | undefined>) => loadConfig(ChatEnv, env);
