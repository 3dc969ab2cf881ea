import { MyCulinaryData } from '@tn/contracts/culinary';
import { CommunityPhotoList } from '@tn/contracts/place-photos';
import type { DashboardExport } from '@tn/contracts/users';
import { RecentVoteList } from '@tn/contracts/votes';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The services that keep the rest of a user's data, over HTTP (no service imports another),
 * always with the user's own Authorization header: each decides whose data it is from the token,
 * not from us. Every wait is bounded: a service that hangs is as good as one that is down.
 *
 * - culinary: `GET /api/reviews/mine/export`, their reviews, helpful marks, reports, suggestions;
 *   `POST /api/reviews/mine/anonymize` when they delete their data;
 * - catalog: `GET /api/locations/photos/mine`, their photos of places;
 *   `POST /api/locations/photos/mine/anonymize` when they delete their data;
 * - voting: `GET /api/votes/mine/all`, their accepted votes (which stay when they delete their data).
 */
export interface OwnerUrls {
  culinary?: string;
  catalog?: string;
  voting?: string;
}

/** What the other services keep about a user: a service's part is absent when its URL is not set. */
export type HeldElsewhere = Pick<DashboardExport, 'reviews' | 'helpfulMarks' | 'reports' | 'suggestedPlaces' | 'placePhotos' | 'votes'>;

export interface OwnerServices {
  /**
   * The user deleted their data: their reviews, suggestions and photos stay but no longer name
   * them. 'failed' when a configured owner could not do it (down, slow, any answer but 200; a
   * retry is harmless); otherwise the owners skipped for want of a URL.
   */
  anonymize(authorization: string): Promise<'failed' | { skipped: (keyof OwnerUrls)[] }>;
  /** 'unavailable' when any configured owner gave no valid answer: an export is whole or not made. */
  heldElsewhere(authorization: string): Promise<HeldElsewhere | 'unavailable'>;
}

const SKIPPED = Symbol('skipped');

export function createOwnerServices(urls: OwnerUrls, options: { timeoutMs?: number } = {}): OwnerServices {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const base = (url: string) => url.replace(/\/+$/, '');

  const call = async (url: string, path: string, method: 'GET' | 'POST', authorization: string) => {
    try {
      return await fetch(`${base(url)}${path}`, { method, headers: { authorization }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      return undefined;
    }
  };

  /** The owner's answer when it is a 200 of the expected shape; undefined otherwise; SKIPPED without a URL. */
  async function read<S extends TSchema>(url: string | undefined, path: string, schema: S, authorization: string) {
    if (url === undefined) return SKIPPED;
    const res = await call(url, path, 'GET', authorization);
    if (res?.status !== 200) {
      await res?.body?.cancel();
      return undefined;
    }
    const body: unknown = await res.json().catch(() => undefined);
    return Value.Check(schema, body) ? (body as Static<S>) : undefined;
  }

  return {
    async anonymize(authorization) {
      const paths = { culinary: '/api/reviews/mine/anonymize', catalog: '/api/locations/photos/mine/anonymize' };
      const owners = ['culinary', 'catalog'] as const;
      const done = await Promise.all(
        owners.map(async (name) => {
          const url = urls[name];
          if (!url) return true;
          const res = await call(url, paths[name], 'POST', authorization);
          await res?.body?.cancel();
          return res?.status === 200;
        }),
      );
      return done.every(Boolean) ? { skipped: owners.filter((name) => !urls[name]) } : 'failed';
    },

    async heldElsewhere(authorization) {
      const [culinary, placePhotos, votes] = await Promise.all([
        read(urls.culinary, '/api/reviews/mine/export', MyCulinaryData, authorization),
        read(urls.catalog, '/api/locations/photos/mine', CommunityPhotoList, authorization),
        read(urls.voting, '/api/votes/mine/all', RecentVoteList, authorization),
      ]);
      if (culinary === undefined || placePhotos === undefined || votes === undefined) return 'unavailable';
      return {
        ...(culinary !== SKIPPED && {
          reviews: culinary.reviews,
          helpfulMarks: culinary.helpfulMarks,
          reports: culinary.reports,
          suggestedPlaces: culinary.suggestions,
        }),
        ...(placePhotos !== SKIPPED && { placePhotos }),
        ...(votes !== SKIPPED && { votes }),
      };
    },
  };
}
