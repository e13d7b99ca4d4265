import type { Language } from './languages';
import type { CatalogueShape } from './resources';

/**
 * One chunk per language, fetched the first time the language is used, so the first download
 * carries no whole catalogue: front ends start with English's first-paint namespaces
 * (bundles/en-first-paint.ts) and load the rest of English here.
 */
const LOADERS: Record<Language, () => Promise<CatalogueShape>> = {
  en: () => import('./bundles/en').then((module) => module.en),
  uk: () => import('./bundles/uk').then((module) => module.uk),
  ru: () => import('./bundles/ru').then((module) => module.ru),
  pl: () => import('./bundles/pl').then((module) => module.pl),
};

export function loadCatalogue(language: Language): Promise<CatalogueShape> {
  return LOADERS[language]();
}
