import { catalogues, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ferry/locales';
import i18next, { type i18n } from 'i18next';

/**
 * One i18next instance per app. The whole catalogue sits in a single namespace whose top-level
 * keys are our namespaces, so `t('exchange.title')` is exactly a `MessageKey`.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: catalogues[code] }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    // Resources are bundled, so the instance is ready as soon as init returns.
    initAsync: false,
  });
  return instance;
}
