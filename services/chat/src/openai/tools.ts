import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import type { ChatLanguage } from '@tn/contracts/chat';
import { LOCATION_CATEGORIES, RESTAURANT_KINDS, TRAVEL_MOODS, type LocationCategory, type TravelMood } from '@tn/contracts/constants';
import {
  placeFacts,
  restaurantsOfKinds,
  searchDishes,
  searchPlaces,
  searchRestaurants,
  snapshotOf,
  standings,
  suggestPlaces,
} from '../knowledge/facts.ts';
import type { TravelData } from '../knowledge/travel-data.ts';

/**
 * The model's tools: the same data functions local mode answers from (knowledge/facts.ts), so
 * an OpenAI-mode answer rests on the same live data. Arguments come from the model and are
 * checked like any input; results go back as JSON data (see openai-answer.ts).
 */
const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[] = []): ChatCompletionFunctionTool => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } },
});

const query = { type: 'string', description: 'words of the name, with or without Vietnamese diacritics; empty: all' };

export const TOOLS: ChatCompletionFunctionTool[] = [
  tool('find_places', 'Places (attractions) in Thái Nguyên whose names contain the words, with opening hours, tickets, tips, address, category, this month\'s rank and links.', {
    query,
    category: { type: 'string', enum: [...LOCATION_CATEGORIES] },
  }),
  tool('get_rankings', "This month's standings from visitors' votes, best first (only places with votes are ranked).", {
    limit: { type: 'integer', minimum: 1, maximum: 20 },
  }),
  tool('suggest_places', 'Places to suggest by category or travel mood, or the nearest ones to a place (by its slug).', {
    category: { type: 'string', enum: [...LOCATION_CATEGORIES] },
    mood: { type: 'string', enum: [...TRAVEL_MOODS] },
    near_slug: { type: 'string' },
  }),
  tool('find_dishes', 'Local dishes whose names contain the words (top rated first), with price when listed and where to try them.', { query }),
  tool('find_places_to_eat', 'Places to eat and stay (homestays, tea cooperatives, food streets) whose names contain the words, of a kind, or near a place, with hours and prices when listed.', {
    query,
    kind: { type: 'string', enum: [...RESTAURANT_KINDS] },
    near_slug: { type: 'string', description: 'a place slug: the places to eat and stay near it' },
  }),
];

/** Places one find_places answer carries at most (it says how many matched). */
const MAX_PLACES = 10;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined);

/** Runs a tool call of the model; an unknown tool or bad arguments answer an error object. */
export async function runTool(data: TravelData, language: ChatLanguage, name: string, rawArguments: string): Promise<unknown> {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawArguments || '{}');
    args = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { error: 'arguments are not valid JSON' };
  }
  const snapshot = await snapshotOf(data);
  const unavailable = (what: 'places' | 'food') => (snapshot.missing[what] ? { error: `the ${what} data cannot be read right now` } : null);
  switch (name) {
    case 'find_places': {
      if (snapshot.missing.places) return unavailable('places');
      const places = searchPlaces(snapshot, language, text(args.query), oneOf(args.category, LOCATION_CATEGORIES));
      // A bounded answer: the model needs a few places, not the whole catalog.
      return { total: places.length, places: places.slice(0, MAX_PLACES) };
    }
    case 'get_rankings': {
      const limit = Number.isInteger(args.limit) ? Math.min(20, Math.max(1, args.limit as number)) : 5;
      return unavailable('places') ?? { month: 'current', standings: standings(snapshot, language, limit) };
    }
    case 'suggest_places':
      return (
        unavailable('places') ?? {
          places: suggestPlaces(snapshot, language, {
            categories: [oneOf<LocationCategory>(args.category, LOCATION_CATEGORIES)].filter((c) => c !== undefined),
            mood: oneOf<TravelMood>(args.mood, TRAVEL_MOODS),
            nearSlug: text(args.near_slug) || undefined,
            limit: 5,
          }),
        }
      );
    case 'find_dishes':
      return unavailable('food') ?? { dishes: searchDishes(snapshot, language, text(args.query)) };
    case 'find_places_to_eat': {
      if (snapshot.missing.food) return unavailable('food');
      const kind = oneOf(args.kind, RESTAURANT_KINDS);
      const near = snapshot.places.find((p) => p.slug === text(args.near_slug));
      if (near || kind) return { placesToEat: restaurantsOfKinds(snapshot, language, kind ? [kind] : [], near), ...(near ? { near: placeFacts(near, language).name } : {}) };
      return { placesToEat: searchRestaurants(snapshot, language, text(args.query)) };
    }
    default:
      return { error: `unknown tool ${name}` };
  }
}
