import { dishesLeadImage } from '../features/culinary/utils/photos.ts';
import { placeLeadImage } from '../features/locations/utils/gallery-images.ts';
import { LANGUAGE_STORAGE_KEY } from '../lib/language-key.ts';
import type { ImageSources } from '../lib/media/commons-thumbnails.ts';
import { appIsReading, startRouteRead } from '../lib/route-reads.ts';

/**
 * The route preload script (built on its own by web/build/route-preload.ts, loaded first by
 * index.html: the CSP allows no inline script). From the address alone, while the app's scripts
 * download, it asks for the opened screen's first public read (before its chunks: the answer,
 * which the server takes longest to give, should not queue behind them for a connection), then
 * for the screen's chunks. When the screen's largest picture comes from that read (a place's
 * gallery photo), it asks for the picture as soon as the answer arrives, with exactly the
 * addresses and sizes the app's <img> will name, so that the image is fetched once, early.
 * The screen's texts (src/locales/screen-texts.ts) come with its chunks, in the visitor's
 * language, and an English visitor's shell texts too (the app waits for them before drawing).
 */

/** How a screen's largest picture is found in its first read. */
const LEAD_IMAGES = { place: placeLeadImage, dishes: dishesLeadImage } satisfies Record<string, (data: never) => ImageSources | undefined>;
export type LeadImage = keyof typeof LEAD_IMAGES;

/** Per screen: its address pattern, its chunks to load, its first reads ($1… from the pattern), its lead picture, its texts per language. */
export type RoutePreloadTable = ReadonlyArray<
  readonly [pattern: string, files: readonly string[], reads: readonly string[], leadImage: LeadImage | null, texts: { vi: string; en: string } | null]
>;

// Written in by the build.
declare const ROUTE_PRELOADS: RoutePreloadTable;
declare const ENGLISH_SHELL_TEXTS: string;

// As lib/i18n.ts reads the stored choice: 'en' is English, anything else Vietnamese.
function storedLanguage(): 'vi' | 'en' {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'vi';
  } catch {
    return 'vi';
  }
}

function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/** The picture as the gallery's <img> will ask for it: the browser gives this answer to that <img>. */
function preloadImage({ src, srcset, sizes }: ImageSources): void {
  const where: Record<string, string> = srcset && sizes ? { imagesrcset: srcset, imagesizes: sizes } : { href: src };
  addLink({ rel: 'preload', as: 'image', fetchpriority: 'high', ...where });
}

const path = location.pathname;
const language = storedLanguage();
if (language === 'en') addLink({ rel: 'modulepreload', href: ENGLISH_SHELL_TEXTS });
const route = ROUTE_PRELOADS.find(([pattern]) => new RegExp(pattern).test(path));
if (route) {
  const [pattern, files, reads, leadImage, texts] = route;
  // With a query string (a search, a filter) the screen's first read is another one.
  if (!location.search && !appIsReading()) {
    reads.forEach((read, i) => {
      const answer = startRouteRead(path.replace(new RegExp(pattern), read));
      if (i > 0 || !leadImage) return;
      // A copy of the answer is read here; the app reads the answer itself.
      answer
        .then((response) => (response.ok ? (response.clone().json() as Promise<never>) : undefined))
        .then((data) => {
          const image = data && LEAD_IMAGES[leadImage](data);
          if (image) preloadImage(image);
        })
        // A failed read is the app's to report (it takes the same answer).
        .catch(() => undefined);
    });
  }
  for (const file of files) addLink({ rel: 'modulepreload', href: file });
  if (texts) addLink({ rel: 'modulepreload', href: texts[language] });
}
