import { isApiError } from './api-client.ts';

/**
 * The field a 400 names. Every service starts the message of a refused body with the field
 * ("uploadId: not one of your uploads"), inside the one error body that ApiError carries as
 * `${status}: ${body}`. Null for anything else.
 */
export function refusedField(error: unknown): string | null {
  if (!isApiError(error, 400)) return null;
  try {
    const body: unknown = JSON.parse(error.message.slice(`${error.status}: `.length));
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
    return typeof message === 'string' ? (/^([A-Za-z][\w.]*): /.exec(message)?.[1] ?? null) : null;
  } catch {
    return null;
  }
}
