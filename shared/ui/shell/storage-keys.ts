import { MESSENGER_KEY_PREFIX } from '@ferry/shared/api';
import type { DisplayMode } from '@ferry/shared/domain';

/**
 * Every key the screens keep in the browser's storage, in one place. Keys kept below the screens
 * live beside their owners: the auth tokens in `shared/api` (`tokenStorageKey`), the language,
 * theme and the mini-app's write-access answer in `shared/platform` (`STORAGE_KEYS`,
 * `MESSENGER_PREFERENCE_KEYS`); the landing's shell reads the same values before the app loads. The wallet's vault key is still in
 * `wallet-ui/vault`, the pending TON Connect request's in `features/wallet-tonconnect`.
 */

/**
 * The mini-app's keys start with this, in localStorage and in Telegram's cloud storage alike;
 * logout wipes them all. It is the token store's prefix, so one wipe takes the tokens too.
 */
export const MESSENGER_PREFIX = MESSENGER_KEY_PREFIX;

/** The checked frame (sessionStorage), so a reload on a later screen (no query) resumes it. */
export const SAVED_FRAME_KEY = 'ferry.frame';

/** "1" once the merchant's order was put on the exchange form (sessionStorage, per tab). */
export const FRAME_ORDER_APPLIED_KEY = 'ferry.frame.orderApplied';

/** The exchange form's pair and amount (sessionStorage), kept across a reload. */
export const EXCHANGE_DRAFT_KEY = 'ferry.exchange-draft';

/** A withdrawal's draft kept while its user verifies for it (sessionStorage, gone with the tab). */
export const WITHDRAW_DRAFT_KEY = 'ferry.withdraw-draft';

/**
 * What each verification journey waits for (sessionStorage, per tab): the level it aims at and the
 * screen it returns to, kept across the provider's page, a full page load away.
 */
export const VERIFICATION_JOURNEYS_KEY = 'ferry.verification-journeys';

/**
 * The inviting user's id from the `?ref=` a web visitor arrived with (sessionStorage, per tab),
 * sent with the sign-up the sign-in redirect leads to (features/auth/utils/sign-up-referrer.ts).
 */
export const SIGN_UP_REFERRER_KEY = 'ferry.sign-up-referrer';

/**
 * Prefixes of the session's own storage entries, per mode like the auth tokens (spec 000 §3);
 * the messenger's start with the prefix logout wipes.
 */
const PREFIX_BY_MODE: Readonly<Record<DisplayMode, string>> = {
  display: 'ferry.',
  widget: 'ferry.widget.',
  'pay-frame': 'ferry.widget.',
  native: 'ferry.native.',
  messenger: MESSENGER_PREFIX,
};

/**
 * | name       | holds                                                              |
 * |------------|--------------------------------------------------------------------|
 * | profile    | the chosen profile id (Profile-Id), cleared on logout               |
 * | otp-resend | the pending sign-in code: address, when "Send again" opens, expiry  |
 * | intro-seen | "1" once the sign-in intro was shown                                |
 * | contact-change | an email or phone change waiting for its code, cleared on logout |
 * | last-event-id | `<user id>:<seq>` of the newest live event seen, the socket resumes after it |
 * | balances-total-currency | the fiat the balances total is shown in (balances)          |
 * | payout-biometry | SHA-256 of the token kept behind biometrics while payouts ask for them (this device) |
 */
export type SessionKeyName =
  | 'profile'
  | 'otp-resend'
  | 'intro-seen'
  | 'contact-change'
  | 'last-event-id'
  | 'balances-total-currency'
  | 'payout-biometry';

export function sessionStorageKey(mode: DisplayMode, name: SessionKeyName): string {
  return `${PREFIX_BY_MODE[mode]}${name}`;
}
