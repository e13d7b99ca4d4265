/**
 * What the wallet's money screens ask of the chain, in the screens' own words. The real
 * implementation (`create-wallet-chain.ts`) sits on the wallet core (`shared/wallet`: the tonapi
 * client, transfer building, history mapping); tests hand in a fake. Only public data passes
 * through here, except `send`, which takes the secret key for the one signature and keeps nothing.
 */

import type { HistoryKind } from '@ferry/shared/wallet';

/** TON or one jetton the wallet holds. Amounts are in the token's smallest unit. */
export interface WalletToken {
  /** The core's token slug (001 §3): the route's `:tokenSlug`. */
  slug: string;
  symbol: string;
  name: string;
  decimals: number;
  balance: bigint;
  image: string | null;
  /** The jetton master's address; null for TON itself. */
  master: string | null;
}

export interface WalletBalances {
  ton: WalletToken;
  jettons: WalletToken[];
}

/** One transfer the user is about to make. */
export interface TransferDraft {
  /** The sending wallet (public data only). */
  from: { address: string; publicKey: string; version: string };
  to: string;
  token: WalletToken;
  amount: bigint;
  comment: string;
}

export interface TransferEstimate {
  /** The network fee in nanoTON, from emulating the transfer. */
  fee: bigint;
  /** TON that leaves the wallet besides the fee (the amount for TON; the forward amount for a jetton). */
  tonAttached: bigint;
  /**
   * Paying the fee in the token itself through Ferry's relay (a W5 wallet sending a jetton the
   * relay takes, USD₮): null when not offered. Offered also when the wallet holds no TON at all.
   */
  gasless: GaslessQuote | null;
}

/** The relay's offer for one transfer: what it costs in the token, and the free transfers left. */
export interface GaslessQuote {
  /** The relay's fee in the token's smallest unit; 0 when this transfer is one of the free ones. */
  commission: bigint;
  /** Free transfers left this month before this one (this one is free when above 0). */
  freeLeft: number;
  /** Free transfers a month (a relay setting; 3 unless the server says otherwise). */
  freePerMonth: number;
  /** Chain time (unix seconds) after which the offer is gone and must be asked again. */
  validUntil: number;
  /** What the wallet will sign, as the relay gave it; the core checks it against the draft. */
  relayParams: unknown;
}

/** How the fee of one send is paid: in TON by the wallet, or in the token through the relay. */
export interface SendOptions {
  gasless?: GaslessQuote;
}

export interface SentTransfer {
  /** The external message's hash: how the chain and history find it. */
  messageHash: string;
}

export type HistoryDirection = 'in' | 'out' | 'other';
export type HistoryStatus = 'pending' | 'final' | 'failed';

/** One wallet event as the history shows it. */
export interface WalletHistoryItem {
  /** Unique per line (an event may hold several actions). */
  id: string;
  /** The event id (or message hash while pending): what `transaction-details/:hash` takes. */
  hash: string;
  /** Unix seconds. */
  time: number;
  direction: HistoryDirection;
  /** The core's action kind (TonTransfer, JettonTransfer, ContractDeploy…). */
  actionType: string;
  /** What happened in the user's terms (transfer, swap, walletInitialize…): names the line. */
  kind: HistoryKind;
  amount: bigint;
  symbol: string;
  decimals: number;
  /** The other side's address, when there is one. */
  counterparty: string | null;
  comment: string | null;
  /** Fee in nanoTON paid by this wallet (0 for incoming). */
  fee: bigint;
  status: HistoryStatus;
}

export interface WalletChain {
  readBalances(address: string, signal?: AbortSignal): Promise<WalletBalances>;
  /**
   * What one whole token the wallet holds is worth in `currency` (a fiat code), as decimal strings
   * keyed by token slug (tonapi's rates); tokens without a price are left out.
   */
  readPrices(address: string, currency: string, signal?: AbortSignal): Promise<Record<string, string>>;
  readHistory(address: string, limit: number, signal?: AbortSignal): Promise<WalletHistoryItem[]>;
  /** One event by its id or message hash; null until the chain has it. */
  readEvent(address: string, hash: string, signal?: AbortSignal): Promise<WalletHistoryItem | null>;
  /** Emulates the transfer and returns its fee (throws the core's WalletError when it cannot). */
  estimate(draft: TransferDraft, signal?: AbortSignal): Promise<TransferEstimate>;
  /**
   * Builds, signs and publishes; the key is used for this signature only. With `gasless` the
   * wallet signs the relay's messages (after the core checks they move exactly the draft and the
   * commission) and the relay publishes them.
   */
  send(draft: TransferDraft, secretKey: Uint8Array, options?: SendOptions): Promise<SentTransfer>;
  /** Resolves once the sent message is final on the chain (or failed there). */
  waitFinal(address: string, sent: SentTransfer, signal?: AbortSignal): Promise<'final' | 'failed'>;
}
