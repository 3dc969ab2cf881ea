import { Type } from 'typebox';
import { baseEnv, loadConfig, port, postgresUrl } from '@tn/kit/config';

export const CulinaryEnv = Type.Object({
  ...baseEnv,
  PORT: port(4004),
  DATABASE_URL: postgresUrl,
});

export const loadCulinaryConfig = (env?: Record<string, string | undefined>) => loadConfig(CulinaryEnv, env);
