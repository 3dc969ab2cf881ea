import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Variant } from './image-processing.ts';

/**
 * The only names ever served or written: a SHA-256 in lower-case hex, a width, `.webp`. Anything
 * else (other characters, `..`, slashes, a leading zero) is not a stored file.
 */
const FILE_NAME = /^([0-9a-f]{64})-([1-9][0-9]{0,4})\.webp$/;

export const fileName = (hash: string, width: number) => `${hash}-${width}.webp`;

/** Where a stored image is served (the gateway forwards /media to this service). */
export const mediaUrl = (hash: string, width: number) => `/media/${fileName(hash, width)}`;

/** Whether `path` is a file (false when it is missing or anything else). */
export const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

export function parseFileName(name: string): { hash: string; width: number } | undefined {
  const match = FILE_NAME.exec(name);
  return match ? { hash: match[1]!, width: Number(match[2]) } : undefined;
}

/**
 * Content-addressed files under one folder, spread over 256 subfolders by the hash's first two
 * characters: `<dir>/ab/ab12…-800.webp`.
 */
export function createMediaStore(folder: string) {
  const dir = resolve(folder);
  /** The file's path relative to `dir`. */
  const relativePath = (hash: string, width: number) => join(hash.slice(0, 2), fileName(hash, width));

  return {
    dir,
    relativePath,

    /**
     * Writes every variant: each to a temporary name, then renamed into place, so a reader never
     * sees half a file and two identical uploads at once simply write the same bytes twice.
     */
    async write(hash: string, variants: readonly Variant[]): Promise<void> {
      await mkdir(join(dir, hash.slice(0, 2)), { recursive: true });
      for (const variant of variants) {
        const target = join(dir, relativePath(hash, variant.width));
        const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          await writeFile(temporary, variant.data);
          await rename(temporary, target);
        } catch (err) {
          await rm(temporary, { force: true });
          throw err;
        }
      }
    },

    async remove(hash: string, widths: readonly number[]): Promise<number> {
      let removed = 0;
      for (const width of widths) {
        const path = join(dir, relativePath(hash, width));
        try {
          await rm(path);
          removed += 1;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
      return removed;
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
