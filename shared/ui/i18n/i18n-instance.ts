import {
  type CatalogueShape,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  loadCatalogue,
  type PartialCatalogue,
} from '@ferry/locales';
import i18next, { type BackendModule, type i18n } from 'i18next';

/**
 * Fetches a language's catalogue the first time i18next needs it. Until it arrives i18next keeps
 * the current language (it switches on load), so a switch shows the current texts meanwhile.
 * English is never fetched here: it is given whole (tests) or in part with its rest loaded on
 * demand (create-loaded-i18n.ts); i18next would otherwise fetch it at once as the fallback.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language) || language === DEFAULT_LANGUAGE) {
      callback(null, {});
      return;
    }
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export interface I18nTexts {
  /** English, the fallback: whole, or the first paint's namespaces until the rest arrives. */
  english: CatalogueShape | PartialCatalogue;
  /** The starting language's catalogue when it is not English, so the first paint is in it. */
  current?: CatalogueShape;
}

/**
 * One i18next instance per app. The whole catalogue sits in a single namespace whose top-level
 * keys are our namespaces, so `t('exchange.title')` is exactly a `MessageKey`. Languages other
 * than the ones given are loaded on demand.
 */
export function createI18nInstance(language: Language, texts: I18nTexts): i18n {
  const instance = i18next.createInstance();
  instance.use(catalogueBackend);
  const resources: Partial<Record<Language, { translation: CatalogueShape | PartialCatalogue }>> = {
    // Copies: i18next adds to the object it is given, and the catalogues are shared modules.
    en: { translation: { ...texts.english } },
  };
  if (texts.current && language !== DEFAULT_LANGUAGE)
    resources[language] = { translation: { ...texts.current } };
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    // The given languages are ready; the backend fetches only the ones missing.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // With the language's catalogue at hand the instance is ready as soon as init returns.
    initAsync: false,
  });
  return instance;
}
