import type { Cell } from '@ton/core';
import { sign } from '@ton/crypto';
import { WalletError } from '../errors';
import { createGaslessSender, type GaslessTransferQuote } from '../gasless/gasless-sender';
import type { TonApiClient } from '../tonapi/tonapi-client';
import { buildExternal, EMULATION_SIGNER } from './external-message';
import { type PreparedTransfer, prepareTransfer, type TransferRequest } from './prepare-transfer';
import { hasFailedAction, readNetworkFee } from './read-fee';
import {
  MAX_INDEXING_LATENCY_SECONDS,
  MESSAGE_LIFETIME_SECONDS,
  TRANSFER_LOCK_WAIT_MS,
} from './send-constants';

const INDEXER_MARGIN_SECONDS = MESSAGE_LIFETIME_SECONDS - MAX_INDEXING_LATENCY_SECONDS;

import { openSendingWallet } from './sending-wallet';
import { type TrackResult, type TrackStage, trackMessage } from './track-message';
import { createTransferLock, type TransferLock } from './transfer-lock';

export interface TransferQuote {
  /** The wallet's address, friendly non-bounceable (`UQ…`). */
  walletAddress: string;
  /** What the transfer costs in TON beyond the amount, from the emulated trace. */
  feeNano: bigint;
  tonBalanceNano: bigint;
  tokenBalance: bigint;
  /** TON the wallet must hold for the transfer (amount or attached TON) besides the fee. */
  tonRequiredNano: bigint;
  /** The largest amount of the token that can be sent now (TON: balance minus fee). */
  maxAmount: bigint;
  /** False when the emulated trace already fails (the screen says so before signing). */
  isEmulationOk: boolean;
}

export interface SentTransfer {
  walletAddress: string;
  messageHash: string;
  validUntil: number;
  /** Settles when the message is final or its lifetime has passed; the wallet's lock is released then. */
  done: Promise<TrackResult>;
}

export interface SendOptions {
  onProgress?: (stage: TrackStage) => void;
  intervalMs?: number;
  clock?: { now: () => number; sleep: (ms: number) => Promise<void> };
  /** How long to wait for the wallet's earlier transfer (TRANSFER_LOCK_WAIT_MS unless said). */
  lockWaitMs?: number;
}

export interface WalletSender {
  /** Prices a transfer by emulation (no key needed): run before the confirm screen. */
  quote(request: TransferRequest): Promise<TransferQuote>;
  /**
   * Signs, publishes and follows a transfer. While another transfer of the wallet is in flight it
   * waits its turn (then signs the next seqno), and is refused when that one is not final in time.
   */
  send(
    request: TransferRequest,
    keyPair: { secretKey: Uint8Array },
    options?: SendOptions,
  ): Promise<SentTransfer>;
  isSending(walletAddress: string): boolean;
  /** The relay's offer to take the fee in the jetton (W5, a jetton the relay takes); else null. */
  quoteGasless(request: TransferRequest): Promise<GaslessTransferQuote | null>;
  /** Signs the checked offer as an internal message and hands it to the relay; the same lock as `send`. */
  sendGasless(
    request: TransferRequest,
    keyPair: { secretKey: Uint8Array },
    quote: GaslessTransferQuote,
    options?: Pick<SendOptions, 'intervalMs' | 'lockWaitMs'>,
  ): Promise<SentTransfer>;
}

/** `lock`: the page's one transfer lock, shared with TON Connect's sendTransaction (a new one if absent). */
export function createWalletSender(deps: { tonApi: TonApiClient; lock?: TransferLock }): WalletSender {
  const lock = deps.lock ?? createTransferLock();
  const { tonApi } = deps;
  const gasless = createGaslessSender({ tonApi, lock });

  return {
    async quote(request) {
      const prepared = await prepareTransfer(tonApi, request);
      const { boc } = await buildExternal(
        prepared.wallet,
        { ...argsOf(prepared), signer: EMULATION_SIGNER },
        prepared,
      );
      const event = await tonApi
        .emulate(boc.toBoc().toString('hex'), { ignoreSignature: true })
        .catch((error) => {
          // A wallet without the TON its message carries cannot even run it: that, not the emulator, is the news.
          if (prepared.tonBalanceNano < prepared.tonRequiredNano) throw notEnoughTon(prepared);
          throw error;
        });
      const feeNano = readNetworkFee(event, prepared.wallet.address, prepared.tonSentNano);
      assertFeeCovered(prepared, feeNano, request.isMax === true);
      const maxAmount =
        request.token === 'ton' ? positive(prepared.tonBalanceNano - feeNano) : prepared.tokenBalance;
      return {
        walletAddress: friendly(prepared),
        feeNano,
        tonBalanceNano: prepared.tonBalanceNano,
        tokenBalance: prepared.tokenBalance,
        tonRequiredNano: prepared.tonRequiredNano,
        maxAmount,
        isEmulationOk: !hasFailedAction(event),
      };
    },

    async send(request, keyPair, options = {}) {
      const release = await lock.take(walletAddressOf(request), {
        waitMs: options.lockWaitMs ?? TRANSFER_LOCK_WAIT_MS,
      });
      try {
        const prepared = await prepareTransfer(tonApi, request);
        const secretKey = Buffer.from(keyPair.secretKey);
        const signer = async (message: Cell) => sign(message.hash(), secretKey);
        const { boc, messageHash } = await buildExternal(
          prepared.wallet,
          { ...argsOf(prepared), signer },
          prepared,
        );
        await tonApi.sendMessage(boc.toBoc().toString('hex'));
        const clock = options.clock;
        const startedMs = clock?.now() ?? Date.now();
        // valid_until counts chain seconds; locally the message may still show up until the
        // lifetime plus the tolerated indexer lag has passed.
        const deadlineMs = startedMs + (MESSAGE_LIFETIME_SECONDS + INDEXER_MARGIN_SECONDS) * 1000;
        const done = trackMessage(tonApi, messageHash, {
          deadlineMs,
          intervalMs: options.intervalMs,
          clock,
          onProgress: options.onProgress,
        }).finally(release);
        return { walletAddress: friendly(prepared), messageHash, validUntil: prepared.validUntil, done };
      } catch (error) {
        release();
        throw error;
      }
    },

    isSending: (walletAddress) => lock.isHeld(walletAddress),

    quoteGasless: (request) => gasless.quote(request),

    async sendGasless(request, keyPair, quote, options = {}) {
      const sent = await gasless.send(request, keyPair, quote, {
        lockWaitMs: options.lockWaitMs ?? TRANSFER_LOCK_WAIT_MS,
        intervalMs: options.intervalMs,
      });
      return { ...sent, validUntil: quote.validUntil };
    },
  };
}

function argsOf(prepared: PreparedTransfer) {
  return {
    seqno: prepared.seqno,
    validUntil: prepared.validUntil,
    messages: prepared.messages,
    sendMode: prepared.sendMode,
  };
}

/** The balance must cover what the transfer takes besides the fee, plus the fee (001 §8). */
function assertFeeCovered(prepared: PreparedTransfer, feeNano: bigint, isMax: boolean): void {
  const needed = isMax ? feeNano : prepared.tonRequiredNano + feeNano;
  if (prepared.tonBalanceNano < needed) {
    throw new WalletError('NOT_ENOUGH_TON_FOR_FEE', {
      balance: String(prepared.tonBalanceNano),
      required: String(needed),
      fee: String(feeNano),
    });
  }
}

function notEnoughTon(prepared: PreparedTransfer): WalletError {
  return new WalletError('NOT_ENOUGH_TON_FOR_FEE', {
    balance: String(prepared.tonBalanceNano),
    required: String(prepared.tonRequiredNano),
  });
}

function walletAddressOf(request: TransferRequest): string {
  return openSendingWallet(request.version, request.publicKey).address.toRawString();
}

function friendly(prepared: PreparedTransfer): string {
  return prepared.wallet.address.toString({ bounceable: false });
}

function positive(value: bigint): bigint {
  return value > 0n ? value : 0n;
}
