import type { Kysely, Transaction } from 'kysely';
import type { ModerationDecision, ModerationEntry } from '@tn/contracts/moderation';
import type { CulinaryDatabase, ModerationLogTable } from '../culinary/culinary-tables.ts';

export interface Editor {
  uid: string;
  name: string | null;
}

/** What a decision is about: its kind and id, and its names as they are when decided. */
export interface DecidedSubject {
  subject: ModerationLogTable['subject'];
  id: number;
  name?: string;
  nameVi?: string | null;
}

/** One audit entry, inside the transaction of the decision it records. */
export async function recordDecision(
  trx: Transaction<CulinaryDatabase>,
  editor: Editor,
  { subject, id, name, nameVi }: DecidedSubject,
  decision: ModerationDecision,
  reason: string | null,
): Promise<void> {
  await trx
    .insertInto('culinary.moderation_log')
    .values({
      editorUid: editor.uid,
      editorName: editor.name,
      subject,
      subjectId: id,
      decision,
      reason,
      subjectName: name ?? null,
      subjectNameVi: nameVi ?? null,
    })
    .execute();
}

/** The newest audit entries. */
export async function moderationLog(db: Kysely<CulinaryDatabase>, limit: number): Promise<ModerationEntry[]> {
  const rows = await db.selectFrom('culinary.moderation_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    editorUid: row.editorUid,
    editorName: row.editorName,
    subject: row.subject,
    subjectId: row.subjectId,
    decision: row.decision,
    reason: row.reason,
    subjectName: row.subjectName,
    subjectNameVi: row.subjectNameVi,
  }));
}
