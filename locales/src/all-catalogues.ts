import { en } from './bundles/en';
import { pl } from './bundles/pl';
import { ru } from './bundles/ru';
import { uk } from './bundles/uk';
import type { Language } from './languages';
import type { CatalogueShape } from './resources';

export { en };

/**
 * Every language at once, for the server, the bot and the tests. It is its own entry point
 * (`@ferry/locales/all`): a static import of a catalogue anywhere in a front end's graph made the
 * bundler preload it on every first visit, even where the import was shaken out.
 */
export const catalogues: Record<Language, CatalogueShape> = { en, uk, ru, pl };
