import type { Kysely } from 'kysely';
import type { ReportedReview, Suggestion, SuggestionBody, SuggestionCreated } from '@tn/contracts/culinary';
import {
  SUGGESTION_ADDRESS_MAX_LENGTH,
  SUGGESTION_NAME_MAX_LENGTH,
  SUGGESTION_SERVES_MAX_LENGTH,
} from '@tn/contracts/culinary';
import { decisionReason, MODERATION_LOG_LIMIT, type DecisionBody, type ModerationEntry, type ModerationStatus } from '@tn/contracts/moderation';
import { textLength } from '@tn/contracts/text';
import type { Caller } from '@tn/kit/auth';
import { badRequest, conflict, notFound } from '@tn/kit/errors';
import type { CulinaryDatabase } from '../culinary/culinary-tables.ts';
import { moderationLog, type Editor } from './moderation-log.ts';
import type { ReviewModeration } from './review-moderation.ts';
import type { SuggestionRepository } from './suggestion-repository.ts';

/** A field trimmed, 1 to `max` characters (else 400 naming it). */
function text(field: string, value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${field} must not be blank`);
  if (textLength(trimmed) > max) throw badRequest(`${field} must be at most ${max} characters`);
  return trimmed;
}

function reasonOf(body: DecisionBody): string | null {
  const checked = decisionReason(body);
  if ('problem' in checked) throw badRequest(checked.problem);
  return checked.reason;
}

const editorOf = (caller: Caller): Editor => ({ uid: caller.user.uid, name: caller.user.displayName });

export interface ModerationServiceDeps {
  db: Kysely<CulinaryDatabase>;
  suggestions: SuggestionRepository;
  reviews: ReviewModeration;
}

/** Places to eat suggested by visitors, reported reviews, and the editors' decisions on both. */
export function createModerationService({ db, suggestions, reviews }: ModerationServiceDeps) {
  return {
    async suggest(caller: Caller, body: SuggestionBody): Promise<SuggestionCreated> {
      if ((body.latitude === undefined) !== (body.longitude === undefined)) {
        throw badRequest(body.latitude === undefined ? 'latitude is required with longitude' : 'longitude is required with latitude');
      }
      const id = await suggestions.create({
        name: text('name', body.name, SUGGESTION_NAME_MAX_LENGTH),
        kind: body.kind,
        address: text('address', body.address, SUGGESTION_ADDRESS_MAX_LENGTH),
        serves: text('serves', body.serves, SUGGESTION_SERVES_MAX_LENGTH),
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        authorUid: caller.user.uid,
        authorName: caller.user.displayName,
      });
      return { id, status: 'pending' };
    },

    suggestions: (status: ModerationStatus): Promise<Suggestion[]> => suggestions.list(status),

    async decideSuggestion(caller: Caller, id: number, body: DecisionBody): Promise<Suggestion> {
      const outcome = await suggestions.decide(id, body.decision, reasonOf(body), editorOf(caller));
      if (outcome === 'not-found') throw notFound(`Suggestion not found: ${id}`);
      if (outcome === 'already-decided') throw conflict('This suggestion was already decided');
      return outcome;
    },

    reported: (): Promise<ReportedReview[]> => reviews.reported(),

    async decideReview(caller: Caller, id: number, body: DecisionBody): Promise<ReportedReview> {
      const outcome = await reviews.decide(id, body.decision, reasonOf(body), editorOf(caller));
      if (outcome === 'not-found') throw notFound(`Review not found: ${id}`);
      if (outcome === 'nothing-to-decide') throw conflict('No report of this review waits for a decision');
      return outcome;
    },

    log: (): Promise<ModerationEntry[]> => moderationLog(db, MODERATION_LOG_LIMIT),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
