/**
 * Keys the shells keep in platform storage (spec 000 §3 "local storage keeps … chosen locale").
 *
 * | key           | value                          | written by                      |
 * |---------------|--------------------------------|---------------------------------|
 * | ferry.locale  | a language code: en, uk, ru, pl | the language switch             |
 * | ferry.theme   | system, light or dark           | the web theme switch            |
 *
 * Auth tokens live under their own keys in `shared/api` (per display mode).
 */
export const STORAGE_KEYS = {
  locale: 'ferry.locale',
  theme: 'ferry.theme',
} as const;
