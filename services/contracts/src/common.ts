import { Type, type Static } from 'typebox';

/** The one error body of every service (see @tn/kit/errors). */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** A database id in a path: digits only, so "abc" or "1.5" answer 400 before any query. */
export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'numeric id' }),
});
export type IdParams = Static<typeof IdParams>;

export const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
});
export type SlugParams = Static<typeof SlugParams>;

/** Optional text: null where the field has no value (never a guessed one). */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const Timestamp = Type.String({ format: 'date-time' });

/**
 * A photo and its credit. No photo is shown without its author, licence and the page that states
 * them (for a Wikimedia Commons file, https://commons.wikimedia.org/wiki/File:<name>). A visitor's
 * photo, approved by an editor, is served by the media service on the site's own origin: its
 * `url` and `sourceUrl` are then /media/ paths (the credit is stated on the place's page itself),
 * and it carries the sizes the media service stored (`srcset`, `width`, `height`). No $id: a
 * matchup carries it twice, and fast-json-stringify refuses an $id that resolves to two places.
 */
export const Photo = Type.Object({
  url: Type.String({ pattern: '^(https://|/media/)', description: 'the image file: https, or a media path of our own site' }),
  author: Type.String({ minLength: 1 }),
  licence: Type.String({ minLength: 1, description: 'as the source page names it, e.g. CC0, CC BY 4.0' }),
  sourceUrl: Type.String({
    pattern: '^(https://|/media/)',
    description: "the page that states the author and licence; a visitor's photo: its largest stored size",
  }),
  srcset: Type.Optional(Type.String({ description: 'for <img srcset>: "url 320w, url 800w, …" (media service photos only)' })),
  width: Type.Optional(Type.Integer({ minimum: 1, description: 'pixels, when known' })),
  height: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type Photo = Static<typeof Photo>;

/**
 * POST …/mine/anonymize (a user deleted their data): how many of the caller's rows the owner
 * changed (0 when run again).
 */
export const AnonymizeAnswer = Type.Object({ anonymized: Type.Integer({ minimum: 0 }) });
export type AnonymizeAnswer = Static<typeof AnonymizeAnswer>;
