import { paths } from '../../config/paths.ts';

const BASE = 'http://app.invalid';

/**
 * Where to go after signing in: only a same-origin, relative path ('/dashboard?x=1#y');
 * anything else (absolute or protocol-relative URLs, backslash tricks, the login page itself)
 * becomes '/'.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return paths.home;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil.com' would leave the site.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return paths.home;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return paths.home;
  }
  if (url.origin !== BASE) return paths.home;
  if (url.pathname === paths.login || url.pathname.startsWith(`${paths.login}/`)) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, returning to `redirect` afterwards ('/login?redirect=/dashboard'). */
export function loginPath(redirect?: string): string {
  const target = redirect === undefined ? paths.home : safeRedirect(redirect);
  if (target === paths.home) return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}
