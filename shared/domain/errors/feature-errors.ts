import type { MessageKey } from '@ferry/locales';

/** Why a chain-connect (TON Connect) request from an app failed (spec 001 §8). */
export const CHAIN_CONNECT_ERRORS = [
  'badRequest',
  'wrongNetwork',
  'invalidSender',
  'timeout',
  'userRejected',
  'unknownApp',
  'unsupportedMethod',
  'unsupportedVersion',
  'invalidManifest',
  'manifestNotFound',
  'alreadyConfirmed',
  'invalidValidUntil',
] as const;
export type ChainConnectError = (typeof CHAIN_CONNECT_ERRORS)[number];

export function chainConnectErrorKey(error: ChainConnectError): MessageKey {
  return `errors.chainConnect.${error}`;
}

/** Failures of the self-custody wallet, each with a text a person can act on (spec 001 §8). */
export const WALLET_ERRORS = [
  'deleteWithFunds',
  'deleteFailed',
  'wrongPassword',
  'wrongPasscode',
  'residencyNotAllowed',
  'notExists',
  'notSelected',
  'assetLoadFailed',
  'legacyUnavailable',
  'actionCanceled',
  'sendFailed',
  'invalidTokenSlug',
  'activeWalletNotFound',
  'networkUnavailable',
  'biometryFailed',
  'unknownEncryptionSource',
  'backupUpdateFailed',
  'noActiveWalletId',
  'walletInfoFailed',
  'noEncryptedMnemonic',
  'alreadyExists',
  'stateNotFound',
  'tokenSlugParamsMissing',
  'pushPermissionDenied',
] as const;
export type WalletError = (typeof WALLET_ERRORS)[number];

export function walletErrorKey(error: WalletError): MessageKey {
  return `errors.wallet.${error}`;
}

export const WALLET_DEFAULT_TRANSACTION_SUCCESS_KEY: MessageKey = 'errors.wallet.defaultTransactionProcessed';

/** Card refusals and outcomes of lock and unlock (spec 001 §8). */
export const CARD_ERRORS = [
  'limitReached',
  'locked',
  'unlocked',
  'overdraft',
  'declined',
  'inactive',
  'notAvailableInCountry',
  'lockFailed',
  'unlockFailed',
] as const;
export type CardError = (typeof CARD_ERRORS)[number];

export function cardErrorKey(error: CardError): MessageKey {
  return `errors.card.${error}`;
}
