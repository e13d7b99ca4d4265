// wsend: the chain-service client, wallet errors, token slugs, sending and history.

export * from './backup';
export {
  isWalletError,
  WALLET_ERROR_CODES,
  WALLET_ERROR_TEXTS,
  WalletError,
  type WalletErrorCode,
  walletErrorI18nKey,
} from './errors';
export * from './gasless';
export { fetchHistory, type HistoryPage } from './history/fetch-history';
export {
  CHAIN_ACTION_TYPES,
  type ChainActionType,
  HISTORY_KINDS,
  type HistoryDirection,
  type HistoryItem,
  type HistoryKind,
} from './history/history-item';
export { type HistoryContext, mapAccountEvent } from './history/map-account-event';
export {
  type ScannedJetton,
  type ScannedVersion,
  scanWalletVersions,
  type TonApiReader,
  type WalletScan,
} from './import-scan';
// wcore: phrases, wallet versions and addresses, the key vault.
export * from './keys';
export { checkTonApiStatus } from './send/check-tonapi-status';
export type { TransferRequest } from './send/prepare-transfer';
export { sendActionFor } from './send/send-action';
export {
  DEFAULT_SEND_MODE,
  JETTON_FORWARD_TON,
  JETTON_TRANSFER_TON,
  JETTON_TRANSFER_TON_MIN,
  MAX_INDEXING_LATENCY_SECONDS,
  MESSAGE_LIFETIME_SECONDS,
} from './send/send-constants';
export { type TrackOutcome, type TrackResult, type TrackStage, trackMessage } from './send/track-message';
export { createTransferLock, type TransferLock } from './send/transfer-lock';
export { buildJettonTransferBody } from './send/transfer-messages';
export {
  createWalletSender,
  type SendOptions,
  type SentTransfer,
  type TransferQuote,
  type WalletSender,
} from './send/wallet-sender';
export { buildTokenSlug, type ParsedTokenSlug, parseTokenSlug, TON_SLUG, type TokenSlug } from './token-slug';
export { createTonApiClient, type TonApiClient, type TonApiClientOptions } from './tonapi/tonapi-client';
export type {
  TonApiAccount,
  TonApiAccountEvent,
  TonApiAction,
  TonApiEvent,
  TonApiJettonBalance,
  TonApiStatus,
} from './tonapi/tonapi-schemas';
export * from './tonconnect';
export * from './vault';
export * from './versions';
