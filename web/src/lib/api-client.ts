import { env } from '../config/env.ts';
import { takeRouteRead } from './route-reads.ts';

/**
 * Every non-ok response becomes an Error whose message is `${status}: ${body text || statusText}`;
 * screens map the status to a translated text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Supplies a bearer token before each call (null: none); the auth session registers it. */
type TokenProvider = () => Promise<string | null> | string | null;
let tokenProvider: TokenProvider | null = null;

export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  /** Empty, null and undefined values are left out of the query string. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${env.apiUrl}${path}${search ? `?${search}` : ''}`;
}

/** The signed-in user's `Authorization` header, for a call made without `api` (a stream); none signed out. */
export async function authorization(): Promise<{ Authorization?: string }> {
  const token = tokenProvider ? await tokenProvider() : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body sets its own multipart type, boundary included.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  Object.assign(headers, await authorization());

  const url = buildUrl(path, options.query);
  const response = await ((method === 'GET' && takeRouteRead(url)) ||
    fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    }));
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  // 204 No Content (a deletion) has no body to read.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The web's calls: reads, writes with a JSON body, and multipart uploads. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  /** PUT without a body (setting a flag such as a favorite) sends none. */
  put: <T = void>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** multipart/form-data, e.g. a photo in the field `file`. */
  upload: <T>(path: string, form: FormData, options?: RequestOptions) => request<T>('POST', path, form, options),
};
