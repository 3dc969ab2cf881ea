import { onTestFinished } from 'vitest';
import { server } from './server.ts';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/**
 * Records every request the web sends during the current test, in order, for assertions on
 * what was asked (query strings, headers, how many calls).
 */
export function recordRequests() {
  const sent: SentRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push({ method: request.method, url: new URL(request.url), headers: new Headers(request.headers) });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    sent,
    /** The requests to one path (no query string), e.g. of('GET', '/api/matchup'). */
    of: (method: string, pathname: string) => sent.filter((r) => r.method === method && r.url.pathname === pathname),
    /** Path and query of each request, e.g. '/api/locations?q=ho'. */
    urls: () => sent.map((r) => `${r.url.pathname}${r.url.search}`),
  };
}
