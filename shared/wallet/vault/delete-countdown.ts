/**
 * Deleting a wallet waits for a countdown in seconds (spec 001 §4 gives no value). Ten
 * seconds: long enough to read "this removes the phrase from this device" and cancel, short enough
 * not to feel broken.
 */
export const WALLET_DELETE_COUNTDOWN_SECONDS = 10;

/** Whole seconds left before delete may be confirmed (0 when it may). */
export function deleteCountdownRemaining(startedAt: number, now: number): number {
  const left = WALLET_DELETE_COUNTDOWN_SECONDS * 1000 - (now - startedAt);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
