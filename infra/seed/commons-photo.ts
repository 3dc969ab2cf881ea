import { createHash } from 'node:crypto';
import type { Photo } from '@tn/contracts/common';

/**
 * A Wikimedia Commons file with its credit. The file address is Commons' upload path: `<a>/<ab>/`
 * from the MD5 of the name written with underscores, then the name, URL-encoded; the credit links
 * to the file's page, which states the author and licence.
 */
export function commonsPhoto(file: string, author: string, licence: string): Photo {
  const name = file.normalize('NFC').replaceAll(' ', '_');
  const md5 = createHash('md5').update(name).digest('hex');
  return {
    url: `https://upload.wikimedia.org/wikipedia/commons/${md5[0]}/${md5.slice(0, 2)}/${encodeURIComponent(name)}`,
    author,
    licence,
    sourceUrl: `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(name)}`,
  };
}
