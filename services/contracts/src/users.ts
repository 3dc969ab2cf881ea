import { Type, type Static } from 'typebox';
import { ErrorBody, Nullable, Timestamp } from './common.ts';
import { AUTH_PROVIDERS } from './constants.ts';

/** The signed-in user as the verified Firebase ID token describes them. */
export const User = Type.Object({
  uid: Type.String(),
  email: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
  photoURL: Nullable(Type.String()),
});
export type User = Static<typeof User>;

// GET /api/me
export const Me = Type.Object(
  {
    ...User.properties,
    provider: Type.String({ description: `sign-in provider id, e.g. ${AUTH_PROVIDERS.join(', ')}` }),
    memberSince: Timestamp,
  },
  { $id: 'Me' },
);
export type Me = Static<typeof Me>;

export const userRoutes = {
  me: { response: { 200: Me, 401: ErrorBody } },
};
