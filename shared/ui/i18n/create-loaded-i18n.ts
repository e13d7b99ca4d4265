import { DEFAULT_LANGUAGE, enFirstPaint, type Language, loadCatalogue } from '@ferry/locales';
import type { i18n } from 'i18next';
import { trackCatalogue } from './catalogue-readiness';
import { createI18nInstance } from './i18n-instance';

/**
 * The app's instance: the first paint is in the starting language (another language's catalogue
 * is loaded before it; English's first-paint namespaces are bundled). The rest of English follows
 * in its own chunk (i18next asks the backend for the fallback language too); screens after the
 * landing, and a switch to English, wait for it through `whenCatalogueWhole`.
 */
export async function createLoadedI18n(language: Language): Promise<i18n> {
  const current =
    language === DEFAULT_LANGUAGE ? undefined : await loadCatalogue(language).catch(() => undefined);
  const instance = createI18nInstance(language, {
    english: enFirstPaint,
    ...(current ? { current } : {}),
  });
  let completing: Promise<void> | null = null;
  // A failed load leaves the first paint's texts; the next screen's chunk load reports the network.
  const completeEnglish = () => {
    completing ??= loadCatalogue(DEFAULT_LANGUAGE).then(
      (english) => {
        instance.addResourceBundle(DEFAULT_LANGUAGE, 'translation', english, true, false);
      },
      () => {
        completing = null;
      },
    );
    return completing;
  };
  trackCatalogue({ whole: current ? Promise.resolve() : completeEnglish(), completeEnglish });
  return instance;
}
