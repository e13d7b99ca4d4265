import type { i18n } from 'i18next';

/** Keeps `<html lang>` equal to the interface language (screen readers and hyphenation use it). */
export function syncDocumentLanguage(instance: i18n, root: HTMLElement): () => void {
  const apply = (language: string) => {
    root.lang = language;
  };
  apply(instance.resolvedLanguage ?? instance.language);
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
