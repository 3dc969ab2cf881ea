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

/** One picture of a gallery (location or restaurant detail), built by the web from image urls. */
export const GalleryImage = Type.Object({
  src: Type.String(),
  alt: Type.String(),
  caption: Type.String(),
});
export type GalleryImage = Static<typeof GalleryImage>;
