/**
 * Every key the mini-app keeps (its session, its preferences, its screens' drafts) starts with this,
 * in localStorage and in Telegram's cloud storage alike, so logout wipes them all with one prefix
 * and no key of another display mode on the same origin is touched (spec 001 §3).
 */
export const MESSENGER_STORAGE_PREFIX = 'ferry.messenger.';
