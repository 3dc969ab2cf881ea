import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, isApiError, setTokenProvider } from './api-client.ts';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => setTokenProvider(null));

  it('throws "status: body" for a non-ok response with a body', async () => {
    stubFetch(() => new Response('body', { status: 404, statusText: 'Not Found' }));
    await expect(api.get('/api/locations/slug/nope')).rejects.toThrowError(/^404: body$/);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await api.get('/api/locations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect(isApiError(error, 503)).toBe(true);
  });

  it('keeps the parsed error body of the services', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Location not found' };
    stubFetch(() => new Response(JSON.stringify(body), { status: 404, statusText: 'Not Found' }));
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`404: ${JSON.stringify(body)}`);
    expect(error.body).toEqual(body);
    expect(error.status).toBe(404);
  });

  it('sends credentials, JSON bodies and reads JSON', async () => {
    const fetchMock = stubFetch(() => Response.json({ votesRemaining: 2 }));
    const result = await api.post<{ votesRemaining: number }>('/api/vote', { winningLocationId: 1, losingLocationId: 2 });
    expect(result).toEqual({ votesRemaining: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/vote');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"winningLocationId":1,"losingLocationId":2}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('builds query strings without empty values', async () => {
    const fetchMock = stubFetch(() => Response.json([]));
    await api.get('/api/locations', { query: { q: 'hồ núi', category: '', region: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/locations?q=h%E1%BB%93+n%C3%BAi');
  });

  it('throws on 401 by default and returns null when asked to', async () => {
    stubFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(api.get('/api/me')).rejects.toThrow('401: Unauthorized');
    await expect(api.get('/api/me', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(apiRequest('/api/me', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('adds the bearer token from the registered provider before each call', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    setTokenProvider(async () => 'token-1');
    await api.get('/api/me');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer token-1');

    setTokenProvider(() => null);
    await api.get('/api/me');
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).has('authorization')).toBe(false);
  });

  it('resolves to undefined for an empty successful body', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/thing/1')).resolves.toBeUndefined();
  });
});
