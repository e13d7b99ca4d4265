import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * The initial language: the stored choice, then the first browser language we carry
 * (matching on the primary subtag, so `pl-PL` → `pl`), then English (spec 000 §1).
 */
export function resolveLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
