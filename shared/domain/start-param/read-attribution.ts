import type { StartParam, UtmTags } from './parse-start-param';

/** Telegram user ids are positive integers; anything else in `ref` names nobody. */
export const TELEGRAM_ID_PATTERN = /^[1-9]\d{0,15}$/;

/** Who referred a Telegram user and which campaign brought them, as a start parameter says. */
export interface Attribution {
  referrerTelegramId: bigint | null;
  utm: UtmTags;
}

/**
 * Reads the referral and the utm tags of a parsed start parameter for the Telegram user who
 * opened it. A `ref` that is not a Telegram id, or is the user's own id (nobody refers
 * themself), attributes no referrer; the tags still count.
 */
export function readAttribution(startParam: StartParam, telegramUserId: bigint): Attribution {
  if (startParam.kind !== 'params') return { referrerTelegramId: null, utm: {} };
  const ref = startParam.ref;
  const isOtherUser = ref !== undefined && TELEGRAM_ID_PATTERN.test(ref) && BigInt(ref) !== telegramUserId;
  return { referrerTelegramId: isOtherUser ? BigInt(ref) : null, utm: { ...startParam.utm } };
}

/** Whether an attribution says anything at all (a plain `/start` does not). */
export function hasAttribution(attribution: Attribution): boolean {
  return attribution.referrerTelegramId !== null || Object.values(attribution.utm).some(Boolean);
}
