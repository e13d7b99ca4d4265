import type { Language } from '@ferry/locales';

/**
 * Whether the app's catalogue is whole yet. The landing paints with English's first-paint part;
 * the rest is fetched on demand: every other screen is lazy and waits here, with its code, for
 * it, so no screen ever shows a key. One app runs per page, so one record per page is enough;
 * tests start whole.
 */
interface Readiness {
  /** Settles when the starting language's texts are whole (starting their load if need be). */
  whole: () => Promise<void>;
  /** Loads the rest of English (once), before a switch to it. */
  completeEnglish: () => Promise<void>;
}

const settled = () => Promise.resolve();
let readiness: Readiness = { whole: settled, completeEnglish: settled };

export function trackCatalogue(next: Readiness): void {
  readiness = next;
}

/** Settles when the texts of `language` (or else the starting language) are all at hand. */
export function whenCatalogueWhole(language?: Language): Promise<void> {
  return language === 'en' ? readiness.completeEnglish() : readiness.whole();
}
