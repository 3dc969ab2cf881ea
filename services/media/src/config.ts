import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { MEDIA_MAX_PIXELS, MEDIA_MAX_UPLOAD_BYTES, MEDIA_UPLOADS_PER_HOUR } from '@tn/contracts/media';
import { authEnv } from '@tn/kit/auth';
import { baseEnv, loadConfig, port, postgresUrl } from '@tn/kit/config';

/** `<repo>/.data/media`, wherever the process was started from; `pnpm start` passes its own. */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../.data/media', import.meta.url));

/** Commons' upload host, whose scaled copies of the seeded photos the service fetches, keeps and serves. */
export const COMMONS_ORIGIN = 'https://upload.wikimedia.org';
/** Bytes of those copies kept on disk at most (a few hundred photos at five widths fit in 256 MB). */
export const COMMONS_CACHE_MAX_BYTES = 256 * 1024 * 1024;
/** How long a copy's fetch from Commons may take before the visitor is sent to Commons instead. */
export const COMMONS_TIMEOUT_MS = 10_000;
/** After Commons failed to answer, visitors are sent there at once for this long. */
export const COMMONS_PAUSE_MS = 30_000;

export const MediaEnv = Type.Object({
  ...baseEnv,
  ...authEnv,
  PORT: port(4007),
  DATABASE_URL: postgresUrl,
  MEDIA_DIR: Type.String({ minLength: 1, default: DEFAULT_MEDIA_DIR, description: 'folder of the stored images' }),
  MEDIA_UPLOADS_PER_HOUR: Type.Integer({ minimum: 1, default: MEDIA_UPLOADS_PER_HOUR }),
  MEDIA_MAX_UPLOAD_BYTES: Type.Integer({ minimum: 1024, default: MEDIA_MAX_UPLOAD_BYTES }),
  MEDIA_MAX_PIXELS: Type.Integer({ minimum: 1, default: MEDIA_MAX_PIXELS }),
  COMMONS_ORIGIN: Type.String({ pattern: '^https?://[^/]+$', default: COMMONS_ORIGIN, description: "where Commons' copies are fetched from: its upload host or a stand-in (scheme and host, no path)" }),
  COMMONS_CACHE_MAX_BYTES: Type.Integer({ minimum: 0, default: COMMONS_CACHE_MAX_BYTES }),
  COMMONS_TIMEOUT_MS: Type.Integer({ minimum: 100, default: COMMONS_TIMEOUT_MS }),
  COMMONS_PAUSE_MS: Type.Integer({ minimum: 0, default: COMMONS_PAUSE_MS }),
});

export const loadMediaConfig = (env?: Record<string, string | undefined>) => loadConfig(MediaEnv, env);
