import type { Address } from '@ton/core';

/**
 * The TON chain as the wallet sees it, in tonapi's wire vocabulary (snake_case, raw `0:<hex>`
 * addresses, int64 as numbers, jetton amounts as strings) so the `/tonapi` routes serve it as is.
 * Implemented by the local sandbox chain (`createLocalTonChain`); production uses the tonapi proxy.
 */
export interface TonChain {
  /** Runs a client-signed external message; throws `TonChainRejection` when the chain refuses it. */
  sendExternal(boc: Buffer): Promise<{ eventId: string; messageHash: string }>;
  /** What the message would do, without touching the chain. */
  emulate(boc: Buffer, opts: { ignoreSignature: boolean }): Promise<TonEvent>;
  getAccount(address: Address): Promise<TonAccountState>;
  /** 0 for an account that is not deployed yet (as tonapi answers). */
  getSeqno(address: Address): Promise<number>;
  /** Hex public key, or undefined when the account is no wallet we can read. */
  getPublicKey(address: Address): Promise<string | undefined>;
  getJettonBalances(address: Address): Promise<TonJettonBalance[]>;
  /** Get-method call on an active account; undefined when the account has no code. */
  runGetMethod(
    address: Address,
    method: string,
    args: TonStackArg[],
  ): Promise<TonGetMethodResult | undefined>;
  /** Newest first; `beforeLt` excludes events at or after that lt. */
  getEvents(address: Address, opts: { limit: number; beforeLt?: bigint }): Promise<TonEvent[]>;
  /** By event id (root transaction hash) or by the hash of the external message that caused it. */
  getEvent(idOrMessageHash: string): Promise<TonEvent | undefined>;
  /** Chain time in unix seconds (never goes backwards, also across restarts). */
  now(): number;
  /**
   * Development faucet (sandbox only): sends TON, or USDT (a jetton transfer from the faucet's
   * wallet) when `jetton` is set; `comment` rides as a text comment (a memo for deposits).
   */
  faucet(input: {
    to: Address;
    amount: bigint;
    jetton?: 'USDT';
    comment?: string;
  }): Promise<{ eventId: string }>;
  readonly usdtMaster: Address;
  /** Called once per committed trace, after it is persisted. Returns an unsubscribe function. */
  onCommitted(listener: (trace: CommittedTrace) => void): () => void;
  /** Number of committed traces: the local chain's block height, used for confirmations. */
  committedCount(): number;
  close(): Promise<void>;
}

export type TonAccountStatus = 'nonexist' | 'uninit' | 'active' | 'frozen';

export interface TonAccountState {
  address: string;
  balance: bigint;
  status: TonAccountStatus;
  last_activity: number;
  get_methods: string[];
  is_wallet: boolean;
  interfaces: string[];
}

export interface TonAccountRef {
  address: string;
  is_scam: boolean;
  is_wallet: boolean;
  name?: string;
}

export interface TonJettonPreview {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  image: string;
  verification: 'whitelist' | 'none';
  score: number;
}

export interface TonJettonBalance {
  balance: string;
  wallet_address: TonAccountRef;
  jetton: TonJettonPreview;
}

export interface TonSimplePreview {
  name: string;
  description: string;
  value?: string;
  accounts: TonAccountRef[];
}

export interface TonTransferAction {
  sender: TonAccountRef;
  recipient: TonAccountRef;
  amount: number;
  comment?: string;
}

export interface TonJettonTransferAction {
  sender?: TonAccountRef;
  recipient?: TonAccountRef;
  senders_wallet: string;
  recipients_wallet: string;
  amount: string;
  comment?: string;
  jetton: TonJettonPreview;
}

export interface TonJettonMintAction {
  recipient: TonAccountRef;
  recipients_wallet: string;
  amount: string;
  jetton: TonJettonPreview;
}

export interface TonContractDeployAction {
  address: string;
  interfaces: string[];
}

export interface TonSmartContractExecAction {
  executor: TonAccountRef;
  contract: TonAccountRef;
  ton_attached: number;
  operation: string;
  payload?: string;
}

export interface TonAction {
  type: 'TonTransfer' | 'JettonTransfer' | 'JettonMint' | 'ContractDeploy' | 'SmartContractExec';
  status: 'ok' | 'failed';
  TonTransfer?: TonTransferAction;
  JettonTransfer?: TonJettonTransferAction;
  JettonMint?: TonJettonMintAction;
  ContractDeploy?: TonContractDeployAction;
  SmartContractExec?: TonSmartContractExecAction;
  simple_preview: TonSimplePreview;
  base_transactions: string[];
}

export interface TonValueFlow {
  account: TonAccountRef;
  /** Balance after minus before, fees included (as tonapi). */
  ton: number;
  fees: number;
  jettons?: { account: TonAccountRef; jetton: TonJettonPreview; qty: string; quantity: number }[];
}

/** tonapi's Event: one trace caused by one inbound message. */
export interface TonEvent {
  event_id: string;
  timestamp: number;
  actions: TonAction[];
  value_flow: TonValueFlow[];
  is_scam: boolean;
  lt: number;
  in_progress: boolean;
}

export interface CommittedTransaction {
  /** Raw `0:<hex>` form. */
  account: string;
  lt: string;
  hash: string;
  success: boolean;
  inMessage:
    | {
        kind: 'internal';
        source: string;
        value: bigint;
        bounced: boolean;
        op?: number;
        comment?: string;
        /** Jetton amount carried by a jetton transfer / internal_transfer / transfer_notification. */
        jettonAmount?: bigint;
      }
    | { kind: 'external' };
}

export interface CommittedTrace {
  eventId: string;
  /** The committed-trace count after this one (the local block height). */
  height: number;
  timestamp: number;
  /** Hashes of the external message that started the trace, when one did. */
  messageHashes: string[];
  transactions: CommittedTransaction[];
  event: TonEvent;
  /** Raw addresses of every account involved. */
  accounts: string[];
}

export type TonStackArg = { type: 'slice'; cell: string } | { type: 'num'; value: bigint };

export interface TonGetMethodResult {
  success: boolean;
  exit_code: number;
  stack: ({ type: 'num'; num: string } | { type: 'cell'; cell: string } | { type: 'null' })[];
  decoded?: Record<string, unknown>;
}

/** Why the chain refused an external message; `exitCode` as the wallet contract threw it. */
export type TonRejectionReason = 'SEQNO' | 'SIGNATURE' | 'EXPIRED' | 'NOT_ACCEPTED' | 'MALFORMED';

export class TonChainRejection extends Error {
  readonly reason: TonRejectionReason;
  readonly exitCode: number | undefined;
  constructor(reason: TonRejectionReason, message: string, exitCode?: number) {
    super(message);
    this.name = 'TonChainRejection';
    this.reason = reason;
    this.exitCode = exitCode;
  }
}

/** Maps a wallet contract's exit code to a rejection (v3/v4 and v5R1 codes). */
export function rejectionFor(exitCode: number | undefined, detail: string): TonChainRejection {
  switch (exitCode) {
    case 33: // v3/v4 wrong seqno
    case 133: // v5R1 wrong seqno (also a replay)
      return new TonChainRejection(
        'SEQNO',
        'the message seqno does not match the wallet (already sent or out of order)',
        exitCode,
      );
    case 35: // v3/v4 bad signature
    case 135: // v5R1 bad signature
      return new TonChainRejection(
        'SIGNATURE',
        'the message signature does not match the wallet public key',
        exitCode,
      );
    case 34: // v3/v4 wrong subwallet id
    case 137: // v5R1 wrong wallet id
      return new TonChainRejection(
        'NOT_ACCEPTED',
        'the message is for another subwallet of this key',
        exitCode,
      );
    case 36: // v3/v4 expired
    case 136: // v5R1 expired
      return new TonChainRejection(
        'EXPIRED',
        'the message has expired (valid_until is in the past)',
        exitCode,
      );
    default:
      return new TonChainRejection(
        'NOT_ACCEPTED',
        `the account did not accept the message: ${detail}`,
        exitCode,
      );
  }
}
