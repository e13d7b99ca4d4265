/**
 * The wallet's own failures (001 §8 "Wallet error texts" and "not enough {currency} for network
 * fee"), each with a code the screens translate as `wallet.errors.<camelCode>`. The vault's failures
 * (biometry, encryption source, stored state, mnemonic backup) live with the vault in
 * `vault/vault-errors.ts`; this catalogue holds the rest: chain service, sending, assets, slugs.
 */
export const WALLET_ERROR_TEXTS = {
  CANT_LOAD_ASSET: 'Cant to load asset.',
  TONWEB_NOT_INITED: 'TonWeb not inited',
  ACTION_CANCELED: 'Action canceled by User.',
  SEND_PUBLISH_TX_ERROR: 'Send publish tx error.',
  INVALID_TOKEN_SLUG_FORMAT: 'Invalid token slug format.',
  ACTIVE_WALLET_NOT_FOUND: 'Active wallet not found.',
  TONAPI_UNAVAILABLE: 'Something wrong with TonApi',
  SEND_GET_WALLET_INFO_ERROR: 'Send get wallet info error.',
  MISSING_TOKEN_SLUG_PARAMS: 'Missing required parameters to build token slug.',
  PUSH_PERMISSION_NOT_GRANTED: 'Push notifications permission not granted',
  NOT_ENOUGH_TON_FOR_FEE: 'Not enough TON for network fee',
  INSUFFICIENT_BALANCE: 'Insufficient balance for transfer',
  TRANSFER_IN_PROGRESS: 'Another transfer from this wallet is still in progress',
  INVALID_RECIPIENT_ADDRESS: 'Invalid recipient address',
  INVALID_AMOUNT: 'Invalid amount',
  VERSION_CANNOT_SEND: 'This wallet version cannot send',
  FEE_EMULATION_FAILED: 'Could not estimate the network fee',
  GASLESS_UNAVAILABLE: 'Paying the fee in the token is not available now',
  GASLESS_QUOTE_EXPIRED: 'The fee offer has expired',
  GASLESS_FREE_USED: 'The free transfers of this month are used up',
  GASLESS_RELAY_MISMATCH: 'The relay asked to sign something other than this transfer',
  GASLESS_REFUSED: 'The relay refused this transfer',
} as const;

export type WalletErrorCode = keyof typeof WALLET_ERROR_TEXTS;

export const WALLET_ERROR_CODES = Object.keys(WALLET_ERROR_TEXTS) as WalletErrorCode[];

/** `wallet.errors.<code in camel case>`, the vault's convention: NOT_ENOUGH_TON_FOR_FEE → notEnoughTonForFee. */
export function walletErrorI18nKey(code: WalletErrorCode): string {
  const camel = code.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `wallet.errors.${camel}`;
}

/** A wallet failure a screen can name: `t(error.i18nKey)` gives the user's text. */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  readonly i18nKey: string;

  constructor(
    readonly code: WalletErrorCode,
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(WALLET_ERROR_TEXTS[code], options);
    this.i18nKey = walletErrorI18nKey(code);
  }
}

export function isWalletError(error: unknown, code?: WalletErrorCode): error is WalletError {
  return error instanceof WalletError && (code === undefined || error.code === code);
}
