import type { CatalogueShape, Language } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import type { i18n } from 'i18next';
import { createI18nInstance } from './i18n-instance';

/**
 * An instance with the whole English catalogue at hand, for tests and the build-time render of
 * the landing's shell. The app itself starts with English's first-paint part
 * (create-loaded-i18n.ts): this file keeps every English text, so no front end's graph imports it.
 */
export function createI18n(language: Language, catalogue?: CatalogueShape): i18n {
  return createI18nInstance(language, { english: en, ...(catalogue ? { current: catalogue } : {}) });
}
