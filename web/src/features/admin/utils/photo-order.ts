import type { CommunityPhoto } from '@tn/contracts/place-photos';

type Ordered = Pick<CommunityPhoto, 'id' | 'position' | 'isCover'>;

/** A place's approved photos as the gallery shows them: the cover first, then by position, then oldest id. */
export function currentOrder<T extends Ordered>(photos: readonly T[]): T[] {
  const rank = (photo: T) => (photo.isCover ? 0 : (photo.position ?? Number.MAX_SAFE_INTEGER));
  return [...photos].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** The ids with the one at `from` moved to `to` (both within the list). */
export function moveTo(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > next.length) return [...ids];
  next.splice(to, 0, moved);
  return next;
}
