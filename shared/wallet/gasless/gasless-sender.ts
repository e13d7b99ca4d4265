import { Address, beginCell, external, internal, storeMessage, storeMessageRelaxed } from '@ton/core';
import { sign } from '@ton/crypto';
import { WalletError } from '../errors';
import { type PreparedTransfer, prepareTransfer, type TransferRequest } from '../send/prepare-transfer';
import { DEFAULT_SEND_MODE, MESSAGE_LIFETIME_SECONDS } from '../send/send-constants';
import { openSendingWallet } from '../send/sending-wallet';
import { type TrackResult, trackMessage } from '../send/track-message';
import type { TransferLock } from '../send/transfer-lock';
import { parseTokenSlug } from '../token-slug';
import type { TonApiClient } from '../tonapi/tonapi-client';
import { checkRelayOffer, type GaslessIntent } from './check-relay-offer';
import type { GaslessConfig, GaslessEstimate } from './gasless-wire';
import { waitForSeqno } from './wait-for-seqno';

/** The relay's offer for one transfer, checked against it. */
export interface GaslessTransferQuote {
  /** The relay's fee in the token's smallest unit (0 for a free transfer). */
  commission: bigint;
  freeLeft: number;
  freePerMonth: number;
  /** Chain time after which the offer is gone. */
  validUntil: number;
  offer: GaslessEstimate;
}

export interface GaslessSent {
  walletAddress: string;
  messageHash: string;
  done: Promise<TrackResult>;
}

export interface GaslessSender {
  /** The relay's offer, or null when the fee cannot be paid in this token from this wallet. */
  quote(request: TransferRequest): Promise<GaslessTransferQuote | null>;
  send(
    request: TransferRequest,
    keyPair: { secretKey: Uint8Array },
    quote: GaslessTransferQuote,
    options: { lockWaitMs: number; intervalMs?: number },
  ): Promise<GaslessSent>;
}

/**
 * Paying a jetton transfer's fee in the jetton (W5 gasless): the relay offers the messages to
 * sign (the transfer, and its commission unless the transfer is free), the wallet checks them
 * against what the person asked (checkRelayOffer), signs them as an internal message, and the
 * relay delivers that with the TON the transfer needs. The wallet's one-transfer lock applies.
 */
export function createGaslessSender(deps: { tonApi: TonApiClient; lock: TransferLock }): GaslessSender {
  const { tonApi, lock } = deps;
  let config: Promise<GaslessConfig | null> | undefined;
  const readConfig = () => {
    config ??= tonApi.getGaslessConfig().catch((error) => {
      config = undefined;
      throw error;
    });
    return config;
  };

  async function intentOf(request: TransferRequest, prepared: PreparedTransfer): Promise<GaslessIntent> {
    if (!prepared.jettonWallet) throw new WalletError('GASLESS_UNAVAILABLE', { reason: 'not a jetton' });
    return {
      wallet: prepared.wallet.address,
      jettonWallet: prepared.jettonWallet,
      recipient: Address.parse(request.to.trim()),
      amount: request.amount,
      comment: request.comment,
    };
  }

  return {
    async quote(request) {
      const token = parseTokenSlug(request.token);
      if (request.version !== 'v5R1' || token.kind !== 'jetton') return null;
      const relay = await readConfig();
      if (!relay?.gas_jettons.some((entry) => sameAddress(entry.master_id, token.master))) return null;
      const prepared = await prepareTransfer(tonApi, request);
      const [wanted] = prepared.messages;
      if (!wanted) return null;
      const offer = await tonApi.estimateGasless(token.master.toRawString(), {
        wallet_address: prepared.wallet.address.toRawString(),
        wallet_public_key: Buffer.from(request.publicKey).toString('hex'),
        messages: [{ boc: beginCell().store(storeMessageRelaxed(wanted)).endCell().toBoc().toString('hex') }],
      });
      const checked = checkRelayOffer(offer, await intentOf(request, prepared));
      if (prepared.tokenBalance < request.amount + checked.commission) {
        throw new WalletError('INSUFFICIENT_BALANCE', {
          balance: String(prepared.tokenBalance),
          amount: String(request.amount),
          commission: String(checked.commission),
        });
      }
      return {
        commission: checked.commission,
        freeLeft: offer.free_left ?? 0,
        freePerMonth: offer.free_per_month ?? 0,
        validUntil: offer.valid_until,
        offer,
      };
    },

    async send(request, keyPair, quote, options) {
      const release = await lock.take(openAddress(request), { waitMs: options.lockWaitMs });
      try {
        const prepared = await prepareTransfer(tonApi, request);
        if (quote.validUntil <= prepared.chainNow)
          throw new WalletError('GASLESS_QUOTE_EXPIRED', { validUntil: quote.validUntil });
        const checked = checkRelayOffer(quote.offer, await intentOf(request, prepared));
        const secretKey = Buffer.from(keyPair.secretKey);
        const body = await prepared.wallet.createTransfer({
          seqno: prepared.seqno,
          validUntil: Math.min(quote.validUntil, prepared.chainNow + MESSAGE_LIFETIME_SECONDS),
          messages: checked.messages.map((message) =>
            internal({ to: message.to, value: message.value, body: message.body, bounce: true }),
          ),
          sendMode: DEFAULT_SEND_MODE,
          signer: async (message) => sign(message.hash(), secretKey),
          authType: 'internal',
        });
        const init = prepared.isDeployed ? undefined : prepared.wallet.init;
        const message = external({ to: prepared.wallet.address, init, body });
        const boc = beginCell().store(storeMessage(message)).endCell();
        const sent = await tonApi.sendGasless({
          wallet_public_key: Buffer.from(request.publicKey).toString('hex'),
          boc: boc.toBoc().toString('hex'),
        });
        const deadlineMs = Date.now() + MESSAGE_LIFETIME_SECONDS * 1000;
        const walletAddress = prepared.wallet.address.toString({ bounceable: false });
        // A relay that names its message is followed by it; otherwise the wallet's seqno tells.
        const done = (
          sent.messageHash
            ? trackMessage(tonApi, sent.messageHash, { deadlineMs, intervalMs: options.intervalMs })
            : waitForSeqno(tonApi, prepared.wallet.address.toRawString(), prepared.seqno, {
                deadlineMs,
                intervalMs: options.intervalMs,
              })
        ).finally(release);
        return { walletAddress, messageHash: sent.messageHash ?? boc.hash().toString('hex'), done };
      } catch (error) {
        release();
        throw error;
      }
    },
  };
}

function openAddress(request: TransferRequest): string {
  return openSendingWallet(request.version, request.publicKey).address.toRawString();
}

function sameAddress(text: string, address: Address): boolean {
  try {
    return Address.parse(text).equals(address);
  } catch {
    return false;
  }
}
