/**
 * The wallet side of TON Connect 2: what the screens call. Pure TypeScript over
 * `@tonconnect/protocol` (session crypto, wire types), `@ton/core` and `@ton/crypto`; no React.
 * Implementations live beside this file, one job each; this file holds the types the screens
 * and the core share.
 */
import type { TonConnectManifest } from '../../contracts/tonconnect';
import type { TonConnectLinkRequest, TonConnectReturn } from '../../domain/start-param/tonconnect-link';
import type { WalletVersion } from '../versions/wallet-versions';

export type { TonConnectLinkRequest, TonConnectReturn };

/** The protocol's error codes (requests-responses.md), by what went wrong. */
export const TONCONNECT_ERROR = {
  unknown: 0,
  badRequest: 1,
  manifestNotFound: 2,
  manifestContent: 3,
  unknownApp: 100,
  userRejected: 300,
  methodNotSupported: 400,
} as const;
export type TonConnectErrorCode = (typeof TONCONNECT_ERROR)[keyof typeof TONCONNECT_ERROR];

/** The connected wallet, public data only. */
export interface ConnectedWallet {
  /** Raw `0:<hex>` form, as TON Connect sends addresses. */
  rawAddress: string;
  /** Ed25519 public key, 64 hex. */
  publicKey: string;
  version: WalletVersion;
}

/** One connection between one wallet and one dApp, kept on the device per Ferry account. */
export interface TonConnectSession {
  /** Our session public key, 64 hex (the bridge client id we listen on). */
  sessionId: string;
  /** Our session secret key, 64 hex. Never leaves the device. */
  sessionSecretKey: string;
  /** The dApp's session public key, 64 hex (`id` of its link). */
  appClientId: string;
  manifestUrl: string;
  manifest: TonConnectManifest;
  /** `new URL(manifest.url).host`: shown to the user and signed into ton_proof / signData. */
  domain: string;
  wallet: ConnectedWallet;
  /** Unix ms. */
  connectedAt: number;
  /** Highest RPC request id answered; requests with an id not above it are dropped silently. */
  lastRequestId: number;
  /** Our next wallet event id (seeded from Date.now(): the SDK ignores ids ≤ its connect event's). */
  nextEventId: number;
  /** The bridge's last SSE event id seen for this session, to resume from. */
  lastBridgeEventId: string | null;
}

/** Storage the session store writes to (the app's local storage in the screens). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TonConnectSessionStore {
  list(): TonConnectSession[];
  get(sessionId: string): TonConnectSession | null;
  /** Adds or replaces by `sessionId`. */
  save(session: TonConnectSession): void;
  remove(sessionId: string): void;
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** What the device answers in the connect event (`device` of the protocol). */
export interface DeviceInfo {
  platform: 'iphone' | 'ipad' | 'android' | 'windows' | 'mac' | 'linux' | 'browser';
  appName: string;
  appVersion: string;
}

/** The wallet's proof of owning its address for the dApp (ton_proof item), ready to send. */
export interface TonProofReply {
  timestamp: number;
  domain: { lengthBytes: number; value: string };
  /** Base64. */
  signature: string;
  payload: string;
}

/** One message of a sendTransaction request, as checked. */
export interface RequestedMessage {
  /** As the dApp wrote it (user-friendly or raw); `to` is the parsed form. */
  address: string;
  /** Raw `0:<hex>`. */
  to: string;
  /** Whether the dApp asked for a bounceable message (its friendly form's flag; raw → true). */
  bounce: boolean;
  amount: bigint;
  /** Base64 BoC of one cell, or null. */
  payload: string | null;
  stateInit: string | null;
  /** Text comment when the payload is a plain comment (op 0), for the preview and the guard. */
  comment: string | null;
}

export type AppRequestKind = 'sendTransaction' | 'signData' | 'disconnect';

/** A decrypted, checked request of a connected dApp, waiting for the user (or answered at once). */
export type WalletRequest =
  | {
      kind: 'sendTransaction';
      /** The RPC id (decimal string as sent). */
      id: string;
      sessionId: string;
      /** Unix seconds; the request is refused when it has passed (checked again on confirm). */
      validUntil: number | null;
      messages: RequestedMessage[];
      /** Where the dApp's bridge POST came from (sealed `request_source`), when it sent one. */
      origin: string | null;
    }
  | {
      kind: 'signData';
      id: string;
      sessionId: string;
      payload:
        | { type: 'text'; text: string }
        | { type: 'binary'; bytes: string }
        | { type: 'cell'; schema: string; cell: string };
      origin: string | null;
    }
  | { kind: 'disconnect'; id: string; sessionId: string };

/** What reading an incoming bridge message gave. */
export type IncomingRequest =
  | { status: 'request'; request: WalletRequest }
  /** Refused before the user sees it: the core already knows the error to answer. */
  | { status: 'refused'; sessionId: string; id: string; code: TonConnectErrorCode; message: string }
  /** Not for us / a replay / undecryptable: nothing to answer. */
  | { status: 'ignored'; reason: string };

/** One side of what a transaction does to the wallet, from emulating it. */
export interface AssetMovement {
  /** 'TON' or the jetton's symbol. */
  symbol: string;
  /** Token slug of the core (`ton`, `jetton-<raw master>`). */
  slug: string;
  /** In the token's smallest unit. */
  amount: bigint;
  decimals: number;
  /** The other side's user-friendly address (to for outgoing, from for incoming), when known. */
  counterparty: string | null;
  /** A jetton that is not on the known list (only USDT on our chain is known). */
  isUnverified: boolean;
}

export type GuardFlag =
  /** The emulation failed: nothing is known of what the request does. */
  | 'emulation-failed'
  /** Sends most (≥ 50 %) of the TON balance, or all of a jetton, to an address never used before. */
  | 'sweep-to-new-address'
  /** A comment reads like an airdrop / claim / reward lure. */
  | 'lure-comment'
  /** A recipient is on the known-scam list. */
  | 'known-scam-address'
  /** A jetton that moves is not on the verified list. */
  | 'unverified-jetton'
  /** The request carries a state init (deploys a contract) or a payload that is not a comment or a jetton transfer. */
  | 'unknown-payload';

/** The drainer guard's plain-words account of a sendTransaction, computed before it is shown. */
export interface TransactionReview {
  outgoing: AssetMovement[];
  incoming: AssetMovement[];
  /** Network fee in nanoTON (0 when the emulation failed). */
  fee: bigint;
  flags: GuardFlag[];
  /** True when a flag asks for a typed confirmation before the request can be signed. */
  requiresTypedConfirmation: boolean;
}

/** Pieces of the outside world the core needs; the screens pass real ones, tests fakes. */
export interface TonConnectEnvironment {
  /** Our bridge, e.g. `https://ferry.example/bridge` (or `/bridge` same-origin). */
  bridgeUrl: string;
  fetch?: typeof fetch;
  /** Unix ms. */
  now?: () => number;
}

export type ConnectOutcome = { status: 'connected'; session: TonConnectSession; ret: TonConnectReturn };

/** The signData RPC result as the protocol defines it. */
export interface SignDataResult {
  /** Base64 Ed25519 signature. */
  signature: string;
  /** Raw `0:<hex>`. */
  address: string;
  /** Unix seconds. */
  timestamp: number;
  domain: string;
  payload: Extract<WalletRequest, { kind: 'signData' }>['payload'];
}
