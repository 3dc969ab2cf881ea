/**
 * The API reads the service worker keeps for offline use (NetworkFirst): public reads, the same
 * for every visitor. /api/me, /api/chat, /api/matchup, /api/vote, /api/user/*, /api/votes/mine
 * and the reviews (which mark the caller's own) stay out.
 *
 * Matched against a request's whole URL. The lookbehind puts the match after the origin, never
 * at the URL's start, and Workbox uses a regular expression for a cross-origin request only when
 * it matches from the start: so only this site's own reads are kept. The worker and the page
 * (which hands the worker the reads made before it took control) share this one definition.
 */
export const OFFLINE_API_READS =
  /(?<=^https?:\/\/[^/]+)\/api\/(?:locations(?:\/slug\/[^/?]+|\/\d+\/similar)?|rankings(?:\/months|\/history\/\d+)?|dishes(?:\/slug\/[^/?]+|\/top-rated|\/\d+\/similar)?|restaurants(?:\/slug\/[^/?]+|\/\d+\/(?:menus|popular-dishes|nearby))?|votes\/recent)(?:\?[^#]*)?$/;
