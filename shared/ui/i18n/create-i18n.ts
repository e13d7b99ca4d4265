import {
  type CatalogueShape,
  DEFAULT_LANGUAGE,
  en,
  isLanguage,
  LANGUAGES,
  type Language,
  loadCatalogue,
} from '@ferry/locales';
import i18next, { type BackendModule, type i18n } from 'i18next';

/**
 * Fetches a language's catalogue the first time i18next needs it. Until it arrives i18next keeps
 * the current language (it switches on load), so a switch shows the current texts meanwhile.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * One i18next instance per app. The whole catalogue sits in a single namespace whose top-level
 * keys are our namespaces, so `t('exchange.title')` is exactly a `MessageKey`. English is bundled;
 * another language is ready at once when its catalogue is passed in, else loaded on demand.
 */
export function createI18n(language: Language, catalogue?: CatalogueShape): i18n {
  const instance = i18next.createInstance();
  instance.use(catalogueBackend);
  const resources: Partial<Record<Language, { translation: CatalogueShape }>> = {
    en: { translation: en },
  };
  if (catalogue) resources[language] = { translation: catalogue };
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    // The bundled languages are complete; the backend fetches only the ones missing.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // With the language's catalogue at hand the instance is ready as soon as init returns.
    initAsync: false,
  });
  return instance;
}

/** The instance with the starting language's catalogue already loaded, so the first paint is in it. */
export async function createLoadedI18n(language: Language): Promise<i18n> {
  const catalogue = await loadCatalogue(language).catch(() => undefined);
  return createI18n(language, catalogue);
}
