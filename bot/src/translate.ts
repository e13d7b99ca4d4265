import { LANGUAGES, type Language, type MessageKey, type MessageParams } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import i18next from 'i18next';

export type Translate = (language: Language, key: MessageKey, params?: MessageParams) => string;

/** One i18next instance for all chats; each call names its language. */
export async function createTranslate(): Promise<Translate> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, { translation: catalogues[language] }]),
    ),
    fallbackLng: 'en',
    // Telegram renders plain text here; nothing is HTML-escaped.
    interpolation: { escapeValue: false },
  });
  // Keys are already checked by MessageKey; i18next's own key typing adds nothing here.
  const translateIn = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return (language, key, params) => translateIn(key, { ...params, lng: language });
}
