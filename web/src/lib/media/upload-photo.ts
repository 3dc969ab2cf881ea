import { useMutation } from '@tanstack/react-query';
import type { MediaUpload } from '@tn/contracts/media';
import { api } from '../api-client.ts';

/**
 * POST /api/media (multipart, the image in `file`) → 201 with the upload's id, which a review
 * (imageId) or a place photo (uploadId) then names. 401 signed out, 413 too large, 415 not an
 * image, 429 too many, 400 unreadable. Shared: reviews and place photos go through the same limits.
 */
export function uploadPhoto(file: File): Promise<MediaUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<MediaUpload>('/api/media', form);
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
