import type { Language } from '@ferry/locales';

/** A language named in itself ("English", "Polski", "Українська"), as language pickers do. */
export function languageAutonym(language: Language): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    return language;
  }
}
