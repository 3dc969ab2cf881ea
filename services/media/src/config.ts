import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { MEDIA_MAX_PIXELS, MEDIA_MAX_UPLOAD_BYTES, MEDIA_UPLOADS_PER_HOUR } from '@tn/contracts/media';
import { authEnv } from '@tn/kit/auth';
import { baseEnv, loadConfig, port, postgresUrl } from '@tn/kit/config';

/** `<repo>/.data/media`, wherever the process was started from; `pnpm start` passes its own. */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../.data/media', import.meta.url));

export const MediaEnv = Type.Object({
  ...baseEnv,
  ...authEnv,
  PORT: port(4007),
  DATABASE_URL: postgresUrl,
  MEDIA_DIR: Type.String({ minLength: 1, default: DEFAULT_MEDIA_DIR, description: 'folder of the stored images' }),
  MEDIA_UPLOADS_PER_HOUR: Type.Integer({ minimum: 1, default: MEDIA_UPLOADS_PER_HOUR }),
  MEDIA_MAX_UPLOAD_BYTES: Type.Integer({ minimum: 1024, default: MEDIA_MAX_UPLOAD_BYTES }),
  MEDIA_MAX_PIXELS: Type.Integer({ minimum: 1, default: MEDIA_MAX_PIXELS }),
});

export const loadMediaConfig = (env?: Record<string, string | undefined>) => loadConfig(MediaEnv, env);
