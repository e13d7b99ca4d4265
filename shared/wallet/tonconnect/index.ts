// The wallet side of TON Connect 2 (API.md): sessions, connect, the bridge, answers,
// sendTransaction with the drainer guard, and signData; `createTonConnectWallet` runs them as one
// request lifecycle (listen, queue, review, sign, answer) for the screens.
export { acceptDisconnect, answerError, answerResult, disconnectApp } from './answer-request';
export { listenToApps } from './bridge-listener';
export { BridgePostError } from './bridge-post';
export { approveConnect, rejectConnect, walletStateInitOf } from './connect';
export { type ConnectRefusal, connectRefusalOf } from './connect-refusal';
export {
  GUARD_TYPED_WORD_KEY,
  guardFlags,
  needsTypedConfirmation,
  SWEEP_SHARE_PERCENT,
  TYPED_CONFIRMATION_FLAGS,
} from './drainer-guard';
export { isKnownScamAddress, KNOWN_SCAM_ADDRESSES } from './known-scam-addresses';
export { isLureComment } from './lure-words';
export { checkConnectOrigin, fetchManifest } from './manifest';
export { normalizedMessageHash } from './message-hash';
export { type BridgeEvent, readIncoming } from './read-incoming';
export { createRequestQueue, type RequestQueue } from './request-queue';
export { reviewTransaction } from './review-transaction';
export { signDataRequest } from './sign-data';
export { signAndSendTransaction } from './sign-transaction';
export { needsTonProof, signTonProof } from './ton-proof';
export * from './tonconnect-api';
export { isTonConnectRefusal, TonConnectRefusal } from './tonconnect-refusal';
export { createTonConnectSessionStore, tonConnectSessionsKey } from './tonconnect-sessions';
export {
  createTonConnectWallet,
  type RefusalReason,
  type RequestOutcome,
  TONCONNECT_STEPS,
  type TonConnectNotice,
  type TonConnectSteps,
  type TonConnectWallet,
  type TonConnectWalletOptions,
  type UserRequest,
} from './tonconnect-wallet';
export { isVerifiedJetton } from './verified-jettons';
export { maxMessagesFor, TONCONNECT_NETWORK } from './wallet-features';
