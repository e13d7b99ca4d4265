import { en } from './bundles/en';
import type { Language } from './languages';
import type { CatalogueShape } from './resources';

/**
 * One chunk per language besides English, fetched the first time the language is used, so the
 * first download carries a single catalogue.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<CatalogueShape>> = {
  uk: () => import('./bundles/uk').then((module) => module.uk),
  ru: () => import('./bundles/ru').then((module) => module.ru),
  pl: () => import('./bundles/pl').then((module) => module.pl),
};

export function loadCatalogue(language: Language): Promise<CatalogueShape> {
  return language === 'en' ? Promise.resolve(en) : LOADERS[language]();
}
