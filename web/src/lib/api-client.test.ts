import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFile, useNodeFormData } from '../testing/files.ts';
import { server } from '../testing/msw/server.ts';
import { recordRequests } from '../testing/msw/requests.ts';
import { ApiError, api, isApiError, setTokenProvider } from './api-client.ts';
import { startRouteRead } from './route-reads.ts';

describe('api client', () => {
  afterEach(() => {
    setTokenProvider(null);
    vi.unstubAllGlobals();
  });

  it('throws "status: body" for a non-ok response with a body', async () => {
    server.use(http.get('/api/locations/slug/nope', () => new HttpResponse('body', { status: 404, statusText: 'Not Found' })));
    await expect(api.get('/api/locations/slug/nope')).rejects.toThrowError(/^404: body$/);
  });

  it('uses the status text when the body is empty', async () => {
    server.use(http.get('/api/locations', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    const error = await api.get('/api/locations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect(isApiError(error, 503)).toBe(true);
    expect(isApiError(error, 404)).toBe(false);
  });

  it('sends JSON bodies and reads JSON', async () => {
    let sent: { body: unknown; contentType: string | null } | undefined;
    server.use(
      http.post('/api/vote', async ({ request }) => {
        sent = { body: await request.json(), contentType: request.headers.get('content-type') };
        return HttpResponse.json({ votesRemaining: 2, votesPerWeek: 3 });
      }),
    );
    const result = await api.post('/api/vote', { winningLocationId: 1, losingLocationId: 2 });
    expect(result).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect(sent).toEqual({ body: { winningLocationId: 1, losingLocationId: 2 }, contentType: 'application/json' });
  });

  it('builds query strings without empty values', async () => {
    const requests = recordRequests();
    await api.get('/api/locations', { query: { q: 'hồ núi', category: '', region: undefined } });
    expect(requests.urls()).toEqual(['/api/locations?q=h%E1%BB%93+n%C3%BAi']);
  });

  it('a GET takes the read the route preload script started for its address, once: no second request', async () => {
    server.use(http.get('/api/locations/slug/doi-che', () => HttpResponse.json({ slug: 'doi-che' })));
    const requests = recordRequests();
    const started = startRouteRead('/api/locations/slug/doi-che');
    await started;
    expect(requests.urls()).toEqual(['/api/locations/slug/doi-che']);
    expect(await api.get('/api/locations/slug/doi-che')).toEqual({ slug: 'doi-che' });
    expect(requests.urls()).toEqual(['/api/locations/slug/doi-che']);
    // Taken once: a later read (a refetch) asks the server.
    await api.get('/api/locations/slug/doi-che');
    expect(requests.urls()).toEqual(['/api/locations/slug/doi-che', '/api/locations/slug/doi-che']);
  });

  it('adds the bearer token from the registered provider before each call', async () => {
    const requests = recordRequests();
    setTokenProvider(async () => 'token-1');
    await api.get('/api/locations');
    setTokenProvider(() => null);
    await api.get('/api/locations');
    expect(requests.sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer token-1', null]);
  });

  it('sends PATCH with a JSON body, and DELETE without one, reading nothing from a 204', async () => {
    const seen: Array<{ method: string; body: string; contentType: string | null }> = [];
    server.use(
      http.patch('/api/reviews/7', async ({ request }) => {
        seen.push({ method: request.method, body: await request.text(), contentType: request.headers.get('content-type') });
        return HttpResponse.json({ id: 7 });
      }),
      http.delete('/api/reviews/7', async ({ request }) => {
        seen.push({ method: request.method, body: await request.text(), contentType: request.headers.get('content-type') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await api.patch('/api/reviews/7', { rating: 4 })).toEqual({ id: 7 });
    expect(await api.delete('/api/reviews/7')).toBeUndefined();
    expect(seen).toEqual([
      { method: 'PATCH', body: '{"rating":4}', contentType: 'application/json' },
      { method: 'DELETE', body: '', contentType: null },
    ]);
  });

  it('uploads multipart form data with its own boundary, and the token', async () => {
    await useNodeFormData();
    let received: { contentType: string | null; authorization: string | null; name: string; size: number } | undefined;
    server.use(
      http.post('/api/media', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        received = {
          contentType: request.headers.get('content-type'),
          authorization: request.headers.get('authorization'),
          name: file.name,
          size: file.size,
        };
        return HttpResponse.json({ id: 'x' }, { status: 201 });
      }),
    );
    setTokenProvider(() => 'token-2');
    const form = new FormData();
    form.append('file', makeFile('tea.png', 'image/png'), 'tea.png');
    expect(await api.upload('/api/media', form)).toEqual({ id: 'x' });
    expect(received).toMatchObject({ authorization: 'Bearer token-2', name: 'tea.png', size: 8 });
    expect(received!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });
});
