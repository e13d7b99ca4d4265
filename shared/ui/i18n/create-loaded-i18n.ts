import { DEFAULT_LANGUAGE, enFirstPaint, type Language, loadCatalogue } from '@ferry/locales';
import type { i18n } from 'i18next';
import { trackCatalogue } from './catalogue-readiness';
import { createI18nInstance } from './i18n-instance';

/** The first signs of a person acting on the landing: its texts beyond the first paint may follow. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The app's instance: the first paint is in the starting language (another language's catalogue
 * is loaded before it; English's first-paint namespaces are bundled). The rest of English stays
 * off the first load: it is fetched, in its own chunk, when the first lazy screen opens, the person
 * first acts on the landing, or switches to English, whichever comes first.
 */
export async function createLoadedI18n(language: Language, target?: EventTarget): Promise<i18n> {
  const current =
    language === DEFAULT_LANGUAGE ? undefined : await loadCatalogue(language).catch(() => undefined);
  const instance = createI18nInstance(language, {
    english: enFirstPaint,
    ...(current ? { current } : {}),
  });
  let completing: Promise<void> | null = null;
  // A failed load leaves the first paint's texts and is tried again at the next need.
  const completeEnglish = () => {
    completing ??= loadCatalogue(DEFAULT_LANGUAGE).then(
      (english) => {
        const rest = Object.fromEntries(
          Object.entries(english).filter(([namespace]) => !(namespace in enFirstPaint)),
        );
        instance.addResourceBundle(DEFAULT_LANGUAGE, 'translation', rest, true, false);
      },
      () => {
        completing = null;
      },
    );
    return completing;
  };
  const isEnglishWhole = current === undefined;
  if (isEnglishWhole && target) {
    const onFirstAction = () => {
      for (const name of FIRST_ACTIONS) target.removeEventListener(name, onFirstAction, true);
      void completeEnglish();
    };
    for (const name of FIRST_ACTIONS) target.addEventListener(name, onFirstAction, true);
  }
  trackCatalogue({
    whole: isEnglishWhole ? completeEnglish : () => Promise.resolve(),
    completeEnglish,
  });
  return instance;
}
