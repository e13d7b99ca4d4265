import { en } from './bundles/en';

export { en };

export type Catalogue = typeof en;
export type CatalogueShape = Record<keyof Catalogue, Record<string, unknown>>;
