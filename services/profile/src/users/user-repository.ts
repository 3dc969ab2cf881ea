import { sql, type Kysely, type Selectable } from 'kysely';
import type { Identity } from '@tn/contracts/users';
import type { AuthUser } from '@tn/kit/auth';
import type { ProfileDatabase, UsersTable } from './user-tables.ts';

export function rowToMe(row: Selectable<UsersTable>): Identity {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    provider: row.provider,
    memberSince: row.memberSince.toISOString(),
  };
}

export function createUserRepository(db: Kysely<ProfileDatabase>) {
  return {
    /**
     * Records a sighting of a verified user: the first one fixes member_since, every one
     * refreshes what the identity provider says about them now. One statement, so two
     * concurrent first requests cannot both "create" the member.
     */
    async recordSighting(user: AuthUser): Promise<Identity> {
      const row = await db
        .insertInto('profile.users')
        .values({
          uid: user.uid,
          email: user.email,
          displayName: user.displayName,
          photoUrl: user.photoURL,
          provider: user.provider,
        })
        .onConflict((oc) =>
          oc.column('uid').doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            displayName: eb.ref('excluded.displayName'),
            photoUrl: eb.ref('excluded.photoUrl'),
            provider: eb.ref('excluded.provider'),
            lastSeenAt: sql<Date>`now()`,
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return rowToMe(row);
    },

    async lastSeenAt(uid: string): Promise<Date> {
      const row = await db.selectFrom('profile.users').select('lastSeenAt').where('uid', '=', uid).executeTakeFirstOrThrow();
      return row.lastSeenAt;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
