import { Type } from 'typebox';
import { authEnv } from '@tn/kit/auth';
import { baseEnv, loadConfig, port, postgresUrl } from '@tn/kit/config';

export const ProfileEnv = Type.Object({
  ...baseEnv,
  ...authEnv,
  PORT: port(4006),
  DATABASE_URL: postgresUrl,
  /** The culinary service, to anonymize a leaving user's reviews; unset: skipped with a warning. */
  CULINARY_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$', description: 'culinary service base URL' })),
});

export const loadProfileConfig = (env?: Record<string, string | undefined>) => loadConfig(ProfileEnv, env);
