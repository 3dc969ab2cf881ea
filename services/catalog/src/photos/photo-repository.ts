import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ModerationDecision, ModerationEntry, ModerationStatus } from '@tn/contracts/moderation';
import type { CommunityPhoto, ModerationPhoto } from '@tn/contracts/place-photos';
import type { CatalogDatabase } from '../locations/location-tables.ts';
import type { CommunityPhotosTable } from './photo-tables.ts';

export type PhotoRow = Selectable<CommunityPhotosTable>;

/** What a visitor's photo is stored with; status, reason, order and times are the table's own. */
export type NewPhoto = Pick<
  CommunityPhotosTable,
  'locationId' | 'authorUid' | 'authorName' | 'uploadId' | 'url' | 'fullUrl' | 'srcset' | 'width' | 'height' | 'licence' | 'caption'
>;

export interface Editor {
  uid: string;
  name: string | null;
}

/**
 * A photo as its author and editors see it. `visitorsFirst`: whether the place's visitors' photos
 * lead its gallery (catalog.location_galleries); only then is the first of them the place's cover.
 */
export function toCommunityPhoto(row: PhotoRow, visitorsFirst: boolean): CommunityPhoto {
  return {
    id: row.id,
    locationId: row.locationId,
    url: row.url,
    srcset: row.srcset,
    width: row.width,
    height: row.height,
    author: row.authorName,
    licence: row.licence,
    caption: row.caption,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    position: row.position,
    isCover: row.position === 1 && visitorsFirst,
  };
}

type Db = Kysely<CatalogDatabase> | Transaction<CatalogDatabase>;

/** A photo row with whether its place's visitors' photos lead the gallery (see toCommunityPhoto). */
export type PlacedPhotoRow = PhotoRow & { visitorsFirst: boolean };

async function visitorsFirst(db: Db, locationId: number): Promise<boolean> {
  const row = await db.selectFrom('catalog.location_galleries').select('visitorsFirst').where('locationId', '=', locationId).executeTakeFirst();
  return row?.visitorsFirst ?? false;
}

/**
 * Locks the place's row: approvals, withdrawals and reorders of its photos go one at a time.
 * Answers its names, for the audit log.
 */
const lockLocation = (trx: Transaction<CatalogDatabase>, id: number) =>
  trx.selectFrom('catalog.locations').select(['id', 'name', 'nameVi']).where('id', '=', id).forUpdate().executeTakeFirst();

/** Positions 1…n again, in their order, after an approved photo left. */
async function renumber(trx: Transaction<CatalogDatabase>, locationId: number): Promise<void> {
  await sql`
    update catalog.community_photos p set position = o.n
    from (select id, row_number() over (order by position, id)::int as n
          from catalog.community_photos where location_id = ${locationId} and status = 'approved') o
    where p.id = o.id and p.position is distinct from o.n`.execute(trx);
}

const approvedOf = (db: Db, locationId: number) =>
  db
    .selectFrom('catalog.community_photos')
    .selectAll()
    .where('locationId', '=', locationId)
    .where('status', '=', 'approved')
    .orderBy('position')
    .execute();

export type DecideOutcome = PlacedPhotoRow | 'not-found' | 'already-decided';
export type ReorderOutcome = PlacedPhotoRow[] | 'not-found' | 'mismatch';

export function createPhotoRepository(db: Kysely<CatalogDatabase>) {
  return {
    /** Whether the place exists and is offered (a retired place takes no new photo). */
    async isOffered(locationId: number): Promise<boolean> {
      const row = await db
        .selectFrom('catalog.locations')
        .select('id')
        .where('id', '=', locationId)
        .where('retiredAt', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async exists(locationId: number): Promise<boolean> {
      return (await db.selectFrom('catalog.locations').select('id').where('id', '=', locationId).executeTakeFirst()) !== undefined;
    },

    /** Whether an upload already is a photo (of any place): one upload, one photo. */
    async uploadUsed(uploadId: string): Promise<boolean> {
      const row = await db.selectFrom('catalog.community_photos').select('id').where('uploadId', '=', uploadId).executeTakeFirst();
      return row !== undefined;
    },

    /** The author's photos credited to `author` from now on; how many changed. */
    async recredit(authorUid: string, author: string): Promise<number> {
      const result = await db
        .updateTable('catalog.community_photos')
        .set({ authorName: author })
        .where('authorUid', '=', authorUid)
        .where('authorName', '<>', author)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A new pending photo; undefined when the upload became a photo meanwhile. */
    async insert(photo: NewPhoto): Promise<PhotoRow | undefined> {
      return db
        .insertInto('catalog.community_photos')
        .values(photo)
        .onConflict((oc) => oc.column('uploadId').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async find(id: number): Promise<PhotoRow | undefined> {
      return db.selectFrom('catalog.community_photos').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The author's photos of a place (of every place without one), any status, newest first. */
    async mine(authorUid: string, locationId?: number): Promise<PlacedPhotoRow[]> {
      return db
        .selectFrom('catalog.community_photos as p')
        .innerJoin('catalog.location_galleries as g', 'g.locationId', 'p.locationId')
        .selectAll('p')
        .select('g.visitorsFirst')
        .$if(locationId !== undefined, (query) => query.where('p.locationId', '=', locationId!))
        .where('p.authorUid', '=', authorUid)
        .orderBy('p.createdAt', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
    },

    /**
     * Deletes the photo; the place's other approved photos close the gap (the next one may become
     * the cover). With the last approved one gone, so is the editors' order: a photo approved
     * later does not take the sourced cover's place before an editor chooses again.
     */
    async remove(photo: Pick<PhotoRow, 'id' | 'locationId'>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockLocation(trx, photo.locationId);
        const gone = await trx.deleteFrom('catalog.community_photos').where('id', '=', photo.id).returning('status').executeTakeFirst();
        if (gone?.status !== 'approved') return;
        await renumber(trx, photo.locationId);
        if ((await approvedOf(trx, photo.locationId)).length === 0) {
          await trx.deleteFrom('catalog.photo_orders').where('locationId', '=', photo.locationId).execute();
        }
      });
    },

    /** The editors' queue: photos in one status with their place, oldest first. */
    async queue(status: ModerationStatus): Promise<ModerationPhoto[]> {
      const rows = await db
        .selectFrom('catalog.community_photos as p')
        .innerJoin('catalog.locations as l', 'l.id', 'p.locationId')
        .innerJoin('catalog.location_galleries as g', 'g.locationId', 'p.locationId')
        .selectAll('p')
        .select(['l.slug as locationSlug', 'l.name as locationName', 'l.nameVi as locationNameVi', 'g.visitorsFirst'])
        .where('p.status', '=', status)
        .orderBy('p.createdAt')
        .orderBy('p.id')
        .execute();
      return rows.map((row) => ({
        ...toCommunityPhoto(row, row.visitorsFirst),
        location: { id: row.locationId, slug: row.locationSlug, name: row.locationName, nameVi: row.locationNameVi },
      }));
    },

    /**
     * An editor's decision on a pending photo and its audit entry, in one transaction: both or
     * neither. An approved photo goes last among the place's approved ones.
     */
    async decide(id: number, decision: ModerationDecision, reason: string | null, editor: Editor): Promise<DecideOutcome> {
      return db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('catalog.community_photos').select(['locationId']).where('id', '=', id).executeTakeFirst();
        if (!found) return 'not-found';
        // The place first, then the photo: the same order as withdrawals and reorders.
        const place = await lockLocation(trx, found.locationId);
        const current = await trx
          .selectFrom('catalog.community_photos')
          .select(['status'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) return 'not-found';
        if (current.status !== 'pending') return 'already-decided';
        let position: number | null = null;
        if (decision === 'approve') {
          const { last } = await trx
            .selectFrom('catalog.community_photos')
            .select(sql<number>`coalesce(max(position), 0)::int`.as('last'))
            .where('locationId', '=', found.locationId)
            .where('status', '=', 'approved')
            .executeTakeFirstOrThrow();
          position = last + 1;
        }
        const row = await trx
          .updateTable('catalog.community_photos')
          .set({
            status: decision === 'approve' ? 'approved' : 'rejected',
            reason,
            position,
            decidedAt: sql<Date>`now()`,
            decidedBy: editor.uid,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('catalog.moderation_log')
          .values({
            editorUid: editor.uid,
            editorName: editor.name,
            subject: 'photo',
            subjectId: id,
            decision,
            reason,
            photoIds: null,
            subjectName: place?.name ?? null,
            subjectNameVi: place?.nameVi ?? null,
          })
          .execute();
        return { ...row, visitorsFirst: await visitorsFirst(trx, found.locationId) };
      });
    },

    /**
     * The editors' order of a place's approved photos: `ids` must be each of them once, the cover
     * first. From then on they lead the place's gallery, their cover the place's cover (sourced
     * photos follow). The order and its audit entry are written together: both or neither.
     */
    async reorder(locationId: number, ids: readonly number[], editor: Editor): Promise<ReorderOutcome> {
      return db.transaction().execute(async (trx) => {
        const place = await lockLocation(trx, locationId);
        if (!place) return 'not-found';
        const approved = await approvedOf(trx, locationId);
        const known = new Set(approved.map((p) => p.id));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) return 'mismatch';
        // The unique (place, position) is checked at commit, so positions may cross meanwhile.
        for (const [index, id] of ids.entries()) {
          await trx.updateTable('catalog.community_photos').set({ position: index + 1 }).where('id', '=', id).execute();
        }
        await trx
          .insertInto('catalog.photo_orders')
          .values({ locationId, setBy: editor.uid })
          .onConflict((oc) => oc.column('locationId').doUpdateSet({ setAt: sql<Date>`now()`, setBy: editor.uid }))
          .execute();
        await trx
          .insertInto('catalog.moderation_log')
          .values({
            editorUid: editor.uid,
            editorName: editor.name,
            subject: 'place',
            subjectId: locationId,
            decision: 'reorder',
            reason: null,
            photoIds: [...ids],
            subjectName: place.name,
            subjectNameVi: place.nameVi,
          })
          .execute();
        return (await approvedOf(trx, locationId)).map((row) => ({ ...row, visitorsFirst: true }));
      });
    },

    /** The newest audit entries. */
    async log(limit: number): Promise<ModerationEntry[]> {
      const rows = await db.selectFrom('catalog.moderation_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        editorUid: row.editorUid,
        editorName: row.editorName,
        subject: row.subject,
        subjectId: row.subjectId,
        decision: row.decision,
        reason: row.reason,
        ...(row.photoIds ? { photoIds: row.photoIds } : {}),
        subjectName: row.subjectName,
        subjectNameVi: row.subjectNameVi,
      }));
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
