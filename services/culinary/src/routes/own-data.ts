import { reviewRoutes, type MyCulinaryData } from '@tn/contracts/culinary';
import { callerOf } from '@tn/kit/auth';
import type { Service } from '@tn/kit/server';
import type { SuggestionRepository } from '../moderation/suggestion-repository.ts';
import type { ReviewRepository } from '../reviews/review-repository.ts';

/**
 * What culinary keeps about the caller, for profile when a user exports or deletes their data
 * (profile asks with the user's own Authorization header): whose data it is comes from the token
 * only, as everywhere.
 */
export function ownDataRoutesPlugin(reviews: ReviewRepository, suggestions: SuggestionRepository) {
  return async function routes(app: Service) {
    // The caller's reviews show "Deleted visitor"; their suggestions lose their name too.
    // Idempotent: a retry after a failure elsewhere changes nothing more.
    app.post('/api/reviews/mine/anonymize', { onRequest: app.requireUser, schema: reviewRoutes.anonymizeMine }, async (request) => {
      const { uid } = callerOf(request).user;
      return { anonymized: (await reviews.anonymizeAuthor(uid)) + (await suggestions.anonymizeAuthor(uid)) };
    });

    app.get('/api/reviews/mine/export', { onRequest: app.requireUser, schema: reviewRoutes.exportMine }, async (request): Promise<MyCulinaryData> => {
      const { uid } = callerOf(request).user;
      const [own, suggested] = await Promise.all([reviews.ownData(uid), suggestions.byAuthor(uid)]);
      return { ...own, suggestions: suggested };
    });
  };
}
