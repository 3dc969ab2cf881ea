/**
 * Where a link in an answer may lead (the chat contract): a page of this app, or a route on
 * Google Maps. Anything else (another site, a protocol-relative `//host`, `mailto:`) is shown as
 * its text only, so an answer, whatever a model wrote into it, cannot send a visitor elsewhere.
 */
export type ChatLinkTarget = { kind: 'app'; to: string } | { kind: 'maps'; href: string };

// A base no real address shares: a path resolved against it that stays on it is in-app.
const APP_BASE = 'https://app.invalid';
const GOOGLE_HOSTS = new Set(['www.google.com', 'google.com']);

export function chatLinkTarget(href: string | undefined): ChatLinkTarget | null {
  if (!href) return null;
  // One leading slash, then not a second one nor a backslash (browsers read "/\host" as "//host").
  if (href.startsWith('/') && !/^\/[/\\]/.test(href)) {
    const url = parse(href, APP_BASE);
    // Resolved as a browser would (tabs and newlines dropped, dot segments): still this app.
    if (url?.origin === APP_BASE) return { kind: 'app', to: `${url.pathname}${url.search}${url.hash}` };
    return null;
  }
  const url = parse(href);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const maps = url.hostname === 'maps.google.com' || (GOOGLE_HOSTS.has(url.hostname) && /^\/maps(\/|$)/.test(url.pathname));
  return maps ? { kind: 'maps', href: url.href } : null;
}

function parse(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}
