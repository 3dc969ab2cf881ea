import type { ErrorBody } from '@tn/contracts/common';
import { env } from '../config/env.ts';

/**
 * Every non-ok response becomes an Error whose message is
 * `${status}: ${body text || statusText}`. The parsed error body (the services' one
 * `{statusCode, error, message}` shape) is kept so screens can map codes to translated text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (
      value !== null &&
      typeof value === 'object' &&
      typeof (value as ErrorBody).statusCode === 'number' &&
      typeof (value as ErrorBody).message === 'string'
    ) {
      return value as ErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the message already carries it.
  }
  return undefined;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Supplies a bearer token before each call (null: none). The identity feature registers one
 * once Firebase is wired; until then requests go out with session credentials only.
 */
export type TokenProvider = () => Promise<string | null> | string | null;
let tokenProvider: TokenProvider | null = null;

export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Empty, null and undefined values are left out of the query string. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'throw' (default) raises ApiError on 401; 'returnNull' resolves to null instead. */
  on401?: 'throw' | 'returnNull';
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${env.apiUrl}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = tokenProvider ? await tokenProvider() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  // 204 and empty bodies carry no JSON; callers of such endpoints type them as undefined.
  return (text ? JSON.parse(text) : undefined) as T;
}

export function apiRequest<T>(path: string, options: RequestOptions & { on401: 'returnNull' }): Promise<T | null>;
export function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  const response = await send(path, options);
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return readJson<T>(response);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;
type NullOn401 = Options & { on401: 'returnNull' };
/** Writes always throw on 401: a silently dropped write would look like success. */
type WriteOptions = Omit<Options, 'on401'>;

function get<T>(path: string, options: NullOn401): Promise<T | null>;
function get<T>(path: string, options?: Options): Promise<T>;
function get<T>(path: string, options?: Options): Promise<T | null> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export const api = {
  get,
  post: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: WriteOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
