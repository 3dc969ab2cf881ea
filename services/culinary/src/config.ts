import { Type } from 'typebox';
import { authEnv } from '@tn/kit/auth';
import { baseEnv, loadConfig, port, postgresUrl, serviceUrl } from '@tn/kit/config';

export const CulinaryEnv = Type.Object({
  ...baseEnv,
  ...authEnv,
  PORT: port(4004),
  DATABASE_URL: postgresUrl,
  /** The media service, for review photos; unset: a review with an imageId is refused (400). */
  MEDIA_URL: Type.Optional(serviceUrl('media')),
});

export const loadCulinaryConfig = (env?: Record<string, string | undefined>) => loadConfig(CulinaryEnv, env);
