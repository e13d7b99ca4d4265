import type { en } from './bundles/en';

export type Catalogue = typeof en;
export type CatalogueShape = Record<keyof Catalogue, Record<string, unknown>>;
/** Part of a catalogue: some of its namespaces (the first paint's English). */
export type PartialCatalogue = Partial<CatalogueShape>;
