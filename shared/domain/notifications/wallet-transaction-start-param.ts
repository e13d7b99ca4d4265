/** The start-parameter key of a self-custody wallet transfer: `wtx_<message hash>`. */
export const WALLET_TRANSACTION_START_KEY = 'wtx';
const MESSAGE_HASH = /^[0-9a-f]{64}$/;

/**
 * The mini-app start parameter that opens one wallet transfer by its external message hash:
 * `wtx_<64 hex>` (68 characters, inside Telegram's 512 and its [A-Za-z0-9_-] alphabet). In the
 * start-parameter grammar it is one part with key `wtx`.
 */
export function walletTransactionStartParam(messageHash: string): string {
  const hash = messageHash.toLowerCase();
  if (!MESSAGE_HASH.test(hash)) throw new RangeError(`Not a message hash: ${messageHash}`);
  return `${WALLET_TRANSACTION_START_KEY}_${hash}`;
}

/** The hash of a `wtx` part's value; null for anything else. */
export function readWalletTransactionHash(value: string | null | undefined): string | null {
  const hash = value?.toLowerCase();
  return hash && MESSAGE_HASH.test(hash) ? hash : null;
}
