import { PHOTO_AUTHOR_FALLBACK } from '@tn/contracts/constants';
import type { TFunction } from 'i18next';

/**
 * A photo's author in the active language: a visitor's account without a display name is
 * stored under the one word the server keeps for it, which reads "Du khách" in Vietnamese.
 */
export function photoAuthor(author: string, t: TFunction): string {
  return author === PHOTO_AUTHOR_FALLBACK ? t('photo.visitor') : author;
}
