import type { ChatLanguage, ChatTurn } from '@tn/contracts/chat';
import type { TravelMood } from '@tn/contracts/constants';
import type { Dish, Restaurant } from '@tn/contracts/culinary';
import type { Location } from '@tn/contracts/locations';
import {
  dishesAround,
  dishFacts,
  namedIn,
  placesOfKinds,
  placeFacts,
  restaurantFacts,
  restaurantsNear,
  restaurantsOfKinds,
  searchDishes,
  snapshotOf,
  standings,
  suggestPlaces,
  type DishFacts,
  type Snapshot,
} from '../knowledge/facts.ts';
import { readQuestion, type Reading } from '../knowledge/intents.ts';
import { questionOf, without } from '../knowledge/question.ts';
import type { TravelData } from '../knowledge/travel-data.ts';
import { bold, bullets, link, paragraphs, plain } from './markdown.ts';
import { textsFor } from './texts.ts';

/**
 * Local mode: no model, no network beyond the other services. A question is read for the names
 * it mentions (places, dishes, places to eat) and what it asks (intents.ts), then answered in
 * a few lines built only from the data; what the data does not hold is said to be unknown.
 */
export interface LocalQuestion {
  message: string;
  language: ChatLanguage;
  history?: readonly ChatTurn[];
}

export async function answerLocally(data: TravelData, question: LocalQuestion): Promise<string> {
  const snapshot = await snapshotOf(data);
  return composeAnswer(snapshot, question);
}

type Subject = { type: 'place'; thing: Location } | { type: 'dish'; thing: Dish } | { type: 'restaurant'; thing: Restaurant };

interface Understood {
  subjects: Subject[];
  reading: Reading;
}

/** The names in a question (and what is left to read for intents). */
function understand(snapshot: Snapshot, text: string): Understood {
  const question = questionOf(text);
  const named = namedIn(snapshot, question);
  const all = [
    ...named.places.map((m) => ({ ...m, subject: { type: 'place', thing: m.thing } as Subject })),
    ...named.dishes.map((m) => ({ ...m, subject: { type: 'dish', thing: m.thing } as Subject })),
    ...named.restaurants.map((m) => ({ ...m, subject: { type: 'restaurant', thing: m.thing } as Subject })),
  ].sort((a, b) => b.score - a.score);
  // A name inside a longer one found ("Ba Bể" in "cá nướng Ba Bể") is not a subject of its own.
  // Two things found by the same words ("Ba Bể": the lake and the park) make one subject: the
  // first, which the catalog lists first (better ranked).
  const kept = all.filter((m, i) => !all.slice(0, i).some((other) => other.alias.includes(m.alias)));
  const reading = readQuestion(without(question, all.map((m) => m.alias)));
  return { subjects: kept.slice(0, 3).map((m) => m.subject), reading };
}

export function composeAnswer(snapshot: Snapshot, { message, language, history = [] }: LocalQuestion): string {
  const t = textsFor(language);
  const { subjects, reading } = understand(snapshot, message);
  const { intents } = reading;
  const asksAboutAPlace = ['hours', 'price', 'where', 'tips', 'near'].some((i) => intents.has(i as never));

  // "How much is the ticket there?": the place of the visitor's latest question that named one
  // (their own words: an answer may name several places).
  const asksForOthers = intents.has('suggest') || reading.categories.length > 0 || reading.kinds.length > 0 || reading.moods.length > 0;
  if (subjects.length === 0 && asksAboutAPlace && !asksForOthers) {
    const earlier = history
      .filter((turn) => turn.role === 'user')
      .reverse()
      .map((turn) => understand(snapshot, turn.content).subjects[0])
      .find(Boolean);
    if (earlier) subjects.push(earlier);
  }

  if (subjects.length > 0) {
    if (subjects.some((s) => s.type === 'place') && snapshot.missing.places && subjects.every((s) => s.type === 'place')) return t.placesUnavailable;
    return paragraphs(subjects.map((subject) => aboutSubject(snapshot, subject, reading, language)));
  }

  const mood = reading.moods[0];
  if (intents.has('stay') || reading.eatKinds.length > 0) return placesToEatOrStay(snapshot, reading, language);
  if (intents.has('rank')) {
    if (reading.categories.length > 0 || reading.kinds.length > 0 || mood) return suggestions(snapshot, reading, language);
    if (intents.has('food')) return dishesAnswer(snapshot, language);
    return standingsAnswer(snapshot, language, howMany(message));
  }
  if (intents.has('food') || mood === 'food') return dishesAnswer(snapshot, language);
  // "Chùa Một Cột ở đâu?": a place by a name we do not have. Never a guess, nor a neighbour.
  if (reading.unknownName && (asksAboutAPlace || intents.has('about'))) return snapshot.missing.places ? t.placesUnavailable : t.notFound;
  // "Museum opening hours": the one place of that kind, or the choice between them.
  const ofKind = reading.kinds.length > 0 ? placesOfKinds(snapshot, reading.kinds) : [];
  const asksAFact = intents.has('hours') || intents.has('price') || intents.has('tips');
  if ((asksAFact || intents.has('where')) && ofKind.length === 1) return placeAnswer(snapshot, ofKind[0]!, reading, language);
  if (asksAFact && ofKind.length > 1) {
    return paragraphs([t.whichOne, bullets(ofKind.slice(0, 8).map((p) => link(placeFacts(p, language).name, `/location/${p.slug}`)))]);
  }
  // An hour, a price or a tip of a place we do not know (or did not recognise): never a guess.
  if (asksAFact) return snapshot.missing.places ? t.placesUnavailable : t.notFound;
  if (intents.has('suggest') || reading.categories.length > 0 || reading.kinds.length > 0 || mood) return suggestions(snapshot, reading, language);
  if (asksAboutAPlace) return snapshot.missing.places ? t.placesUnavailable : t.whichPlace;
  if (reading.province) return suggestions(snapshot, reading, language);
  if (intents.has('thanks')) return t.thanks;
  if (intents.has('greeting') || intents.has('help')) return t.greeting;
  return t.unknown;
}

function aboutSubject(snapshot: Snapshot, subject: Subject, reading: Reading, language: ChatLanguage): string {
  if (subject.type === 'dish') return dishAnswer(subject.thing, language);
  if (subject.type === 'restaurant') return restaurantAnswer(subject.thing, reading, language);
  return placeAnswer(snapshot, subject.thing, reading, language);
}

function placeAnswer(snapshot: Snapshot, place: Location, reading: Reading, language: ChatLanguage): string {
  const t = textsFor(language);
  const facts = placeFacts(place, language);
  const { intents } = reading;
  const title = bold(link(facts.name, facts.link));
  if (intents.has('stay') || reading.eatKinds.length > 0) return placesToEatOrStay(snapshot, reading, language, place);
  if (intents.has('food')) return foodAround(snapshot, place, language);
  if (intents.has('near')) return nearAnswer(snapshot, place, reading, language);

  const lines: string[] = [];
  const hours = () => lines.push(`${t.hours}: ${facts.openingHours ? plain(facts.openingHours) : t.hoursUnknown}`);
  const ticket = () => lines.push(`${t.ticket}: ${facts.ticketPrice ? plain(facts.ticketPrice) : t.ticketUnknown}`);
  const where = () => lines.push(`${t.address}: ${plain(facts.address)}`, link(t.directions, facts.directions));
  const tips = () => lines.push(`${t.tips}: ${facts.tips ? plain(facts.tips) : t.tipsUnknown}`);
  const rank = () => {
    lines.push(facts.rank !== null ? t.rank(facts.rank, facts.eloScore, facts.matches) : t.unranked);
    const leader = standings(snapshot, language, 1)[0];
    if (leader && leader.slug !== facts.slug) lines.push(t.leaderIs(bold(link(leader.name, leader.link))));
  };

  const specific = ['hours', 'price', 'where', 'tips', 'festival', 'rank'].filter((i) => intents.has(i as never));
  if (specific.length === 0) {
    // "What is …?" or just a name: a short overview.
    lines.push(`${t.category}: ${t.categories[facts.category] ?? facts.category}`);
    where();
    hours();
    ticket();
    lines.push(facts.rank !== null ? t.rank(facts.rank, facts.eloScore, facts.matches) : t.unranked);
    return paragraphs([title, plain(facts.description), bullets(lines)]);
  }
  if (intents.has('hours')) hours();
  if (intents.has('price')) ticket();
  if (intents.has('where')) where();
  if (intents.has('tips') || intents.has('festival')) tips();
  if (intents.has('rank')) rank();
  return paragraphs([title, bullets(lines)]);
}

/**
 * What is near a place, nearest first: of the kind or category asked for when one was ("which
 * waterfalls near Ba Bể": waterfalls only, and no places to eat), else any place and places to eat.
 */
function nearAnswer(snapshot: Snapshot, place: Location, reading: Reading, language: ChatLanguage): string {
  const t = textsFor(language);
  const origin = placeFacts(place, language);
  const narrowed = reading.kinds.length > 0 || reading.categories.length > 0;
  const places = suggestPlaces(snapshot, language, {
    nearSlug: place.slug,
    limit: 3,
    ...(reading.kinds.length > 0 ? { among: placesOfKinds(snapshot, reading.kinds) } : { categories: reading.categories }),
  });
  const eat = narrowed ? [] : restaurantsNear(snapshot, language, place);
  if (places.length === 0 && eat.length === 0) return t.nothingNear;
  // Nearest first, without distances: many positions are a commune's centre, not the place's.
  return paragraphs([
    t.nearTitle(bold(link(origin.name, origin.link))),
    bullets(places.map((p) => `${link(p.name, p.link)} (${t.categories[p.category] ?? p.category})`)),
    eat.length > 0 && `${t.nearEat}:\n${bullets(eat.map((r) => link(r.name, r.link)))}`,
  ]);
}

/** Homestays, tea cooperatives, food streets: of the kinds asked for (a stay: homestays), near a place when named. */
function placesToEatOrStay(snapshot: Snapshot, reading: Reading, language: ChatLanguage, near?: Location): string {
  const t = textsFor(language);
  if (snapshot.missing.food) return t.foodUnavailable;
  const kinds = reading.eatKinds.length > 0 ? reading.eatKinds : ['homestay_village'];
  const found = restaurantsOfKinds(snapshot, language, kinds, near);
  const origin = near && placeFacts(near, language);
  if (found.length === 0) {
    return paragraphs([origin ? t.noStayNear(bold(link(origin.name, origin.link))) : t.noStay, link(t.seeCulinary, '/culinary')]);
  }
  return paragraphs([
    origin ? t.stayNear(bold(link(origin.name, origin.link))) : t.stayTitle,
    bullets(
      found.map((r) => {
        const facts = [t.kinds[r.kind] ?? r.kind, r.priceNote && `${t.priceNote}: ${plain(r.priceNote)}`].filter(Boolean).join('; ');
        return `${bold(link(r.name, r.link))} (${facts})`;
      }),
    ),
  ]);
}

function foodAround(snapshot: Snapshot, place: Location, language: ChatLanguage): string {
  const t = textsFor(language);
  if (snapshot.missing.food) return t.foodUnavailable;
  const origin = placeFacts(place, language);
  const dishes = dishesAround(snapshot, language, place);
  const eat = restaurantsNear(snapshot, language, place);
  if (dishes.length === 0 && eat.length === 0) return paragraphs([t.noFoodAround(bold(link(origin.name, origin.link))), dishesAnswer(snapshot, language)]);
  return paragraphs([
    t.foodAround(bold(link(origin.name, origin.link))),
    dishes.length > 0 && bullets(dishes.map((d) => `${bold(link(d.name, d.link))}${whereToTry(d, language)}`)),
    eat.length > 0 && `${t.nearEat}:\n${bullets(eat.map((r) => link(r.name, r.link)))}`,
  ]);
}

const whereToTry = (d: DishFacts, language: ChatLanguage) =>
  d.whereToTry.length > 0 ? ` (${textsFor(language).whereToTry.toLowerCase()}: ${d.whereToTry.map((r) => link(r.name, r.link)).join(', ')})` : '';

function dishAnswer(dish: Dish, language: ChatLanguage): string {
  const t = textsFor(language);
  const facts = dishFacts(dish, language);
  const lines = [`${t.price}: ${facts.price ? plain(facts.price) : t.priceUnknown}`];
  if (facts.averageRating !== null) lines.push(t.rating(facts.averageRating, facts.ratingCount));
  lines.push(
    `${t.whereToTry}: ${facts.whereToTry.length > 0 ? facts.whereToTry.map((r) => link(r.name, r.link)).join(', ') : t.noWhereToTry}`,
  );
  return paragraphs([bold(link(facts.name, facts.link)), plain(facts.description), bullets(lines)]);
}

function restaurantAnswer(restaurant: Restaurant, reading: Reading, language: ChatLanguage): string {
  const t = textsFor(language);
  const facts = restaurantFacts(restaurant, language);
  const lines = [`${t.kinds[facts.kind] ?? facts.kind}`];
  lines.push(`${t.address}: ${facts.address ? plain(facts.address) : t.addressUnknown}`);
  lines.push(`${t.hours}: ${facts.openingHours ? plain(facts.openingHours) : t.hoursUnknown}`);
  lines.push(`${t.priceNote}: ${facts.priceNote ? plain(facts.priceNote) : t.priceUnknown}`);
  const about = reading.intents.size === 0 || reading.intents.has('about') ? facts.description && plain(facts.description) : null;
  return paragraphs([bold(link(facts.name, facts.link)), about, bullets(lines)]);
}

/** "top 5", "số 1", "the 10 best": how many places a ranking question asks for (1 to 10; else 3). */
function howMany(message: string): number {
  const n = Number(/(?<![\p{L}\p{N}])(\d{1,2})(?![\p{L}\p{N}])/u.exec(message)?.[1]);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : 3;
}

function standingsAnswer(snapshot: Snapshot, language: ChatLanguage, limit: number): string {
  const t = textsFor(language);
  if (snapshot.missing.places) return t.placesUnavailable;
  const top = standings(snapshot, language, limit);
  if (top.length === 0) return t.noStandings;
  return paragraphs([
    t.standingsTitle,
    bullets(top.map((p) => `#${p.rank} ${bold(link(p.name, p.link))} (Elo ${t.score(p.eloScore)})`)),
    link(t.seeRankings, '/rankings'),
  ]);
}

function dishesAnswer(snapshot: Snapshot, language: ChatLanguage): string {
  const t = textsFor(language);
  if (snapshot.missing.food) return t.foodUnavailable;
  const dishes = searchDishes(snapshot, language, '', 3);
  if (dishes.length === 0) return t.unknown;
  return paragraphs([
    t.dishesTitle,
    bullets(
      dishes.map((d) => `${bold(link(d.name, d.link))}${whereToTry(d, language)}`),
    ),
    link(t.seeCulinary, '/culinary'),
  ]);
}

function suggestions(snapshot: Snapshot, reading: Reading, language: ChatLanguage): string {
  const t = textsFor(language);
  if (snapshot.missing.places) return t.placesUnavailable;
  const mood: TravelMood | undefined = reading.moods.find((m) => m !== 'food');
  // A kind asked for ("thác nào đẹp nhất") narrows its category to the places of that kind.
  const ofKind = reading.kinds.length > 0 ? placesOfKinds(snapshot, reading.kinds) : [];
  const places = suggestPlaces(snapshot, language, {
    ...(ofKind.length > 0 ? { among: ofKind } : { categories: reading.categories, mood }),
    limit: 3,
  });
  if (places.length === 0) return t.unknown;
  const what = reading.categories.length > 0 ? reading.categories.map((c) => t.categories[c]!.toLowerCase()).join(', ') : mood ? t.moods[mood] : null;
  const heading = what ? t.suggestFor(what) : t.suggestTitle;
  return paragraphs([
    heading,
    bullets(places.map((p) => `${bold(link(p.name, p.link))} (${t.categories[p.category] ?? p.category}): ${plain(firstSentence(p.description))}`)),
  ]);
}

const firstSentence = (text: string) => /^.*?[.!?](\s|$)/.exec(text)?.[0].trim() ?? text;
