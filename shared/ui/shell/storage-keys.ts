import { MESSENGER_KEY_PREFIX } from '@ferry/shared/api';
import type { DisplayMode } from '@ferry/shared/domain';

/**
 * Prefixes of the session's own storage entries, per mode like the auth tokens (spec 000 §3);
 * the messenger's start with the prefix logout wipes.
 */
const PREFIX_BY_MODE: Readonly<Record<DisplayMode, string>> = {
  display: 'ferry.',
  widget: 'ferry.widget.',
  'pay-frame': 'ferry.widget.',
  native: 'ferry.native.',
  messenger: MESSENGER_KEY_PREFIX,
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
