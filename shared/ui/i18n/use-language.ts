import { isLanguage, type Language } from '@ferry/locales';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../platform-hooks/platform-context';
import { whenCatalogueWhole } from './catalogue-readiness';
import { storeLanguage } from './language-storage';

interface LanguageState {
  language: Language;
  /** Switches the interface and remembers the choice in platform storage. */
  setLanguage(language: Language): void;
}

export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const { storage } = usePlatform();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const setLanguage = useCallback(
    (language: Language) => {
      // English's rest comes first when the app started in another language (first-paint part).
      void whenCatalogueWhole(language).then(() => i18n.changeLanguage(language));
      void storeLanguage(storage, language).catch(() => undefined);
    },
    [i18n, storage],
  );
  return { language: isLanguage(current) ? current : 'en', setLanguage };
}
