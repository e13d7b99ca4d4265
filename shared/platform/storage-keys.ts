import { MESSENGER_STORAGE_PREFIX } from '../domain/index';

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

/**
 * The mini-app's own keys start with the domain's one prefix (its session keys in `shared/api` too),
 * in localStorage and in Telegram's cloud storage alike; logout wipes them all.
 */
export const MESSENGER_PREFIX = MESSENGER_STORAGE_PREFIX;

/**
 * Cloud storage keys of the mini-app (Telegram keeps them per user and bot, on every device).
 *
 * | key                          | value                 | written by                                  |
 * |------------------------------|-----------------------|---------------------------------------------|
 * | ferry.messenger.write-access | allowed or declined   | the first money movement's confirm           |
 */
export const MESSENGER_PREFERENCE_KEYS = {
  writeAccess: `${MESSENGER_PREFIX}write-access`,
} as const;
