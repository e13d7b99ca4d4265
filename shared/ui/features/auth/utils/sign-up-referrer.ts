import { TELEGRAM_ID_PATTERN as REFERRER_PATTERN } from '@ferry/shared/domain';
import { SIGN_UP_REFERRER_KEY } from '../../../shell/storage-keys';

/** The inviting user's id from an address's `?ref=`, or null for none or a malformed one. */
export function referrerOfAddress(search: string): string | null {
  const value = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return REFERRER_PATTERN.test(value) ? value : null;
}

/**
 * Keeps the `?ref=` of the page a web visitor arrived on for the tab (sessionStorage), so the
 * sign-up it leads to carries it after the redirect to sign-in drops the query. The first link of
 * the visit stands, as the first `/start` the bot sees does; a storage that refuses keeps nothing.
 */
export function keepSignUpReferrer(search: string, storage: Storage | null): void {
  const referrer = referrerOfAddress(search);
  if (!referrer || !storage) return;
  try {
    if (!storage.getItem(SIGN_UP_REFERRER_KEY)) storage.setItem(SIGN_UP_REFERRER_KEY, referrer);
  } catch {
    // Private mode or a full storage: the address's own ?ref= still counts on the sign-in page.
  }
}

/** The referrer a sign-up sends: the sign-in page's own `?ref=`, else the one the visit kept. */
export function readSignUpReferrer(search: string, storage: Storage | null): string | null {
  const own = referrerOfAddress(search);
  if (own) return own;
  try {
    const kept = storage?.getItem(SIGN_UP_REFERRER_KEY) ?? '';
    return REFERRER_PATTERN.test(kept) ? kept : null;
  } catch {
    return null;
  }
}
