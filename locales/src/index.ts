export { enFirstPaint } from './bundles/en-first-paint';
export { flattenCatalogue } from './flatten';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  SELECTABLE_LANGUAGES,
  UNSUPPORTED_LANGUAGES,
} from './languages';
export { loadCatalogue } from './load-catalogue';
export { type Message, type MessageKey, type MessageParams, toBaseKey } from './message-key';
export { resolveLanguage } from './resolve-language';
export type { Catalogue, CatalogueShape, PartialCatalogue } from './resources';
