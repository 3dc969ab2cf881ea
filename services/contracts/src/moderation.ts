import { Type, type Static } from 'typebox';
import { Nullable, Timestamp } from './common.ts';
import { textLength } from './text.ts';

/**
 * Editors and what they decide. An editor is a user whose Firebase account carries the custom
 * claim `editor: true` (granted and revoked with `pnpm admin grant-editor <email>` /
 * `revoke-editor <email>`); every moderation route checks it on the server: signed out 401,
 * signed in without it 403. A claim change shows once the user's ID token is refreshed.
 */
export const EDITOR_CLAIM = 'editor';

/** What visitors send that waits for an editor. */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const ModerationStatusSchema = Type.Enum(MODERATION_STATUSES);

export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** The longest reason an editor may give (after trimming). */
export const MODERATION_REASON_MAX_LENGTH = 500;

/**
 * POST …/decision. A reason is required to reject (a 400 naming `reason` without one) and
 * optional to approve. Deciding what is no longer pending answers 409.
 */
export const DecisionBody = Type.Object({
  decision: Type.Enum(MODERATION_DECISIONS),
  reason: Type.Optional(
    Type.String({
      maxLength: MODERATION_REASON_MAX_LENGTH + 500,
      description: `at most ${MODERATION_REASON_MAX_LENGTH} characters after trimming; required to reject`,
    }),
  ),
});
export type DecisionBody = Static<typeof DecisionBody>;

/**
 * The editor's reason as it is kept (trimmed; null when blank), or why it is refused: the one
 * rule of every decision route.
 */
export function decisionReason(body: DecisionBody): { reason: string | null } | { problem: string } {
  const reason = body.reason?.trim() || null;
  if (body.decision === 'reject' && reason === null) return { problem: 'reason is required to reject' };
  if (reason !== null && textLength(reason) > MODERATION_REASON_MAX_LENGTH) {
    return { problem: `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters` };
  }
  return { reason };
}

// GET …/moderation/photos[?status=], …/moderation/suggestions[?status=]: pending by default
export const ModerationQuery = Type.Object({
  status: Type.Optional(ModerationStatusSchema),
});
export type ModerationQuery = Static<typeof ModerationQuery>;

/** What an entry is about; 'place' only for a reorder of its photos (subjectId: the location id). */
export const MODERATION_SUBJECTS = ['photo', 'suggestion', 'review', 'place'] as const;
export type ModerationSubject = (typeof MODERATION_SUBJECTS)[number];

/** What an audit log records: the decisions, and an editor setting the order of a place's photos. */
export const MODERATION_ACTIONS = [...MODERATION_DECISIONS, 'reorder'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One decision in an audit log: who, what, when, why. Written in the same transaction as the decision. */
export const ModerationEntry = Type.Object(
  {
    id: Type.Integer(),
    at: Timestamp,
    editorUid: Type.String(),
    editorName: Nullable(Type.String({ description: "the editor's display name at the time; null: none" })),
    subject: Type.Enum(MODERATION_SUBJECTS),
    subjectId: Type.Integer(),
    decision: Type.Enum(MODERATION_ACTIONS),
    reason: Nullable(Type.String()),
    photoIds: Type.Optional(
      Type.Array(Type.Integer(), { description: "a reorder's new order of the place's approved photos, the cover first" }),
    ),
    /**
     * What the entry is about, named as it was when decided: the place a photo shows or whose
     * photo order was set, the suggested place, the dish or place to eat a review is about.
     * null: not known (an entry older than names in the log, whose subject is gone).
     */
    subjectName: Nullable(Type.String()),
    subjectNameVi: Nullable(Type.String()),
  },
  { $id: 'ModerationEntry' },
);
export type ModerationEntry = Static<typeof ModerationEntry>;
export const ModerationLog = Type.Array(ModerationEntry, { description: 'newest first, at most MODERATION_LOG_LIMIT' });
export type ModerationLog = Static<typeof ModerationLog>;

/** Entries one log answer holds (the newest). */
export const MODERATION_LOG_LIMIT = 200;
