/** Every language the catalogue carries: English, Ukrainian, Russian, Polish (spec 000 §1, 001 §1). */
export const LANGUAGES = ['en', 'uk', 'ru', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Only English and Polish are offered in the selector (spec 000 §1). */
export const SELECTABLE_LANGUAGES = ['en', 'pl'] as const satisfies readonly Language[];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Named by the spec as "unsupported"; the catalogue still carries them in full. */
export const UNSUPPORTED_LANGUAGES = ['uk', 'ru'] as const satisfies readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
