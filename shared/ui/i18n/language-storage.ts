import { isLanguage, type Language, resolveLanguage } from '@ferry/locales';
import { type PlatformStorage, STORAGE_KEYS } from '@ferry/shared/platform';

/** Telegram's cloud storage answers through the client; never let a silent client block start-up. */
const STORED_LANGUAGE_TIMEOUT_MS = 1500;

async function readStoredLanguage(storage: PlatformStorage, timeoutMs: number): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([storage.getItem(STORAGE_KEYS.locale), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The initial language (spec 000 §1): the stored choice, then the browser's languages, then en. */
export async function resolveInitialLanguage(
  storage: PlatformStorage,
  browserLanguages: readonly string[],
  timeoutMs = STORED_LANGUAGE_TIMEOUT_MS,
): Promise<Language> {
  const stored = await readStoredLanguage(storage, timeoutMs);
  return resolveLanguage(stored, browserLanguages);
}

export async function storeLanguage(storage: PlatformStorage, language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  await storage.setItem(STORAGE_KEYS.locale, language);
}
