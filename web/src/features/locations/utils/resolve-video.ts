/**
 * Turns a location's `videoUrl` into something safe to embed (docs/product-rules.md, Screens,
 * video tour): the database never decides what HTML or which origin lands on the page.
 *
 * - YouTube watch / shorts / live / youtu.be / embed links → the privacy-enhanced embed player.
 * - Vimeo page or player links → the Vimeo player.
 * - A direct .mp4 / .webm / .ogg file from the same origin or an allow-listed host → <video>.
 * - An <iframe> snippet → parsed (never injected); only its src is used, and only when that
 *   src is itself a YouTube or Vimeo link accepted above.
 * - Anything else (javascript:, data:, unknown hosts, malformed input) → null: not embedded.
 */
export type ResolvedVideo =
  | { kind: 'youtube'; src: string }
  | { kind: 'vimeo'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'iframe'; src: string };

export interface ResolveVideoOptions {
  /** The page's origin, for relative and same-origin file links; defaults to window.location. */
  origin?: string;
  /** Hosts allowed to serve direct video files (exact host names). */
  fileHosts?: readonly string[];
}

/** Hosts that serve freely licensed video files the app may play directly. */
const DEFAULT_VIDEO_FILE_HOSTS: readonly string[] = ['upload.wikimedia.org', 'commons.wikimedia.org'];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const FILE_EXTENSION = /\.(mp4|webm|ogg|ogv)$/i;
const MAX_LENGTH = 2048;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export function resolveVideo(input: string | null | undefined, options: ResolveVideoOptions = {}): ResolvedVideo | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  if (value === '' || value.length > MAX_LENGTH) return null;

  if (value.startsWith('<')) {
    const src = iframeSnippetSrc(value);
    if (src === null) return null;
    const inner = resolveUrl(src, options);
    // Only players we know are embedded from a snippet; a file link is played natively.
    if (inner === null) return null;
    return inner.kind === 'file' ? inner : { kind: 'iframe', src: inner.src };
  }
  return resolveUrl(value, options);
}

function resolveUrl(raw: string, options: ResolveVideoOptions): ResolvedVideo | null {
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  let url: URL;
  try {
    // Protocol-relative links (//www.youtube.com/embed/…), common in snippets, mean https.
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();

  if (YOUTUBE_HOSTS.has(host) || YOUTUBE_NOCOOKIE_HOSTS.has(host) || host === 'youtu.be') {
    const id = youtubeId(url, host);
    if (id === null) return null;
    const start = youtubeStart(url);
    return {
      kind: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`,
    };
  }

  if (VIMEO_HOSTS.has(host)) {
    const video = vimeoId(url, host);
    if (video === null) return null;
    return {
      kind: 'vimeo',
      src: `https://player.vimeo.com/video/${video.id}${video.hash ? `?h=${video.hash}` : ''}`,
    };
  }

  if (FILE_EXTENSION.test(url.pathname)) {
    const sameOrigin = url.origin === new URL(origin).origin;
    const allowedHost = url.protocol === 'https:' && (options.fileHosts ?? DEFAULT_VIDEO_FILE_HOSTS).includes(host);
    if (sameOrigin || allowedHost) return { kind: 'file', src: url.href };
  }
  return null;
}

function youtubeId(url: URL, host: string): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) id = parts[0] === 'embed' && parts.length === 2 ? parts[1] : null;
  else if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
  else if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)) id = parts[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** `t=90`, `t=90s`, `t=1m30s` or `start=90` → whole seconds; anything else is ignored. */
function youtubeStart(url: URL): number | null {
  const raw = url.searchParams.get('start') ?? url.searchParams.get('t');
  if (!raw) return null;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(raw);
  if (!match || raw === '') return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function vimeoId(url: URL, host: string): { id: string; hash: string | null } | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') {
    if (parts.length !== 2 || parts[0] !== 'video' || !VIMEO_ID.test(parts[1]!)) return null;
    const hash = url.searchParams.get('h');
    return { id: parts[1]!, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
  }
  // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/x/ID, vimeo.com/groups/x/videos/ID
  const index = parts.findIndex((part) => VIMEO_ID.test(part));
  if (index === -1) return null;
  const before = parts.slice(0, index);
  const validPrefix =
    before.length === 0 ||
    (before.length === 2 && before[0] === 'channels') ||
    (before.length === 3 && before[0] === 'groups' && before[2] === 'videos');
  if (!validPrefix) return null;
  const rest = parts.slice(index + 1);
  if (rest.length > 1) return null;
  const hash = rest[0] ?? null;
  if (hash !== null && !VIMEO_HASH.test(hash)) return null;
  return { id: parts[index]!, hash };
}

/**
 * The src of a lone <iframe> snippet, read with DOMParser (an inert document: nothing runs,
 * nothing loads). Any other element (script, object, a second iframe) rejects the snippet.
 */
function iframeSnippetSrc(snippet: string): string | null {
  if (typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(snippet, 'text/html');
  const elements = doc.body.querySelectorAll('*');
  if (doc.head.children.length > 0 || elements.length !== 1) return null;
  const iframe = elements[0]!;
  if (iframe.tagName !== 'IFRAME') return null;
  const src = iframe.getAttribute('src')?.trim();
  return src ? src : null;
}
