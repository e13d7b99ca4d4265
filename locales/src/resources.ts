import { en } from './bundles/en';
import { pl } from './bundles/pl';
import { ru } from './bundles/ru';
import { uk } from './bundles/uk';
import type { Language } from './languages';

export { en };

export type Catalogue = typeof en;
export type CatalogueShape = Record<keyof Catalogue, Record<string, unknown>>;

/**
 * Every language at once, for the server, the bot and the parity test. Front ends bundle only
 * English and load the others with `loadCatalogue` (load-catalogue.ts).
 */
export const catalogues: Record<Language, CatalogueShape> = { en, uk, ru, pl };
