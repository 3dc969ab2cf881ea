import type { Kysely } from 'kysely';
import { authPlugin, type TokenVerifier } from '@tn/kit/auth';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';
import type { CulinaryDatabase } from './culinary/culinary-tables.ts';
import { createDishRepository } from './dishes/dish-repository.ts';
import { createModerationService } from './moderation/moderation-service.ts';
import { createReviewModeration } from './moderation/review-moderation.ts';
import { createSuggestionRepository } from './moderation/suggestion-repository.ts';
import { createRestaurantRepository } from './restaurants/restaurant-repository.ts';
import { createMediaClient } from './reviews/media-client.ts';
import { createReviewRepository } from './reviews/review-repository.ts';
import { createReviewService } from './reviews/review-service.ts';
import { dishRoutesPlugin } from './routes/dishes.ts';
import { moderationRoutesPlugin, suggestionRoutesPlugin } from './routes/moderation.ts';
import { ownDataRoutesPlugin } from './routes/own-data.ts';
import { restaurantRoutesPlugin } from './routes/restaurants.ts';
import { reviewRoutesPlugin } from './routes/reviews.ts';

export interface CulinaryDeps {
  db: Kysely<CulinaryDatabase>;
  /** Closed with the app. */
  verifier: TokenVerifier;
  /** The media service's base URL; without it reviews take no photo. */
  mediaUrl?: string;
  /** How long attaching a photo may wait for the media service (default 3 s). */
  mediaTimeoutMs?: number;
  logLevel?: string;
  logger?: boolean;
}

/** The culinary API as an app that never listens: server.ts listens, tests inject. */
export function buildApp(deps: CulinaryDeps) {
  const app = createService({
    name: 'culinary',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: { postgres: () => pingDb(deps.db) },
  });
  const dishes = createDishRepository(deps.db);
  const restaurants = createRestaurantRepository(deps.db);
  const reviews = createReviewRepository(deps.db);
  const media = deps.mediaUrl ? createMediaClient(deps.mediaUrl, { timeoutMs: deps.mediaTimeoutMs }) : undefined;

  app.register(authPlugin, { verifier: deps.verifier });
  app.register(dishRoutesPlugin(dishes, reviews));
  app.register(restaurantRoutesPlugin(restaurants, dishes, reviews));
  app.register(reviewRoutesPlugin(createReviewService({ reviews, media })));
  const suggestions = createSuggestionRepository(deps.db);
  app.register(ownDataRoutesPlugin(reviews, suggestions));
  const moderation = createModerationService({ db: deps.db, suggestions, reviews: createReviewModeration(deps.db) });
  app.register(suggestionRoutesPlugin(moderation));
  app.register(moderationRoutesPlugin(moderation));
  return app;
}
