import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { refusedField } from './refused-field.ts';

const refused = (status: number, message: string) => new ApiError(status, 'Bad Request', JSON.stringify({ statusCode: status, error: 'Bad Request', message }));

describe('refusedField', () => {
  it('reads the field a 400 names', () => {
    expect(refusedField(refused(400, 'uploadId: not one of your uploads'))).toBe('uploadId');
    expect(refusedField(refused(400, 'body.licence: must be one of CC-BY-4.0, CC0-1.0'))).toBe('body.licence');
  });

  it('is null for other statuses, messages without a field, or bodies that are not JSON', () => {
    expect(refusedField(refused(409, 'uploadId: already sent'))).toBeNull();
    expect(refusedField(refused(400, 'Bad things happened'))).toBeNull();
    expect(refusedField(new ApiError(400, 'Bad Request', '<html>'))).toBeNull();
    expect(refusedField(new Error('offline'))).toBeNull();
  });
});
