import {
  buildTokenSlug,
  type SentTransfer as CoreSentTransfer,
  fetchHistory,
  type GaslessTransferQuote,
  type HistoryItem,
  isWalletError,
  JETTON_TRANSFER_TON_MIN,
  MESSAGE_LIFETIME_SECONDS,
  mapAccountEvent,
  TON_SLUG,
  type TonApiClient,
  type TonApiEvent,
  type TonApiJettonBalance,
  type TransferRequest,
  trackMessage,
  type WalletError,
  type WalletSender,
} from '@ferry/shared/wallet';
import { Address } from '@ton/core';
import { priceText, TON_DECIMALS } from './token-amount';
import type {
  GaslessQuote,
  HistoryDirection,
  TransferDraft,
  WalletChain,
  WalletHistoryItem,
  WalletToken,
} from './wallet-chain';

const SENDING_VERSIONS = new Set(['v3R1', 'v3R2', 'v4R1', 'v4R2', 'v5R1']);

function rawOf(address: string): string {
  return Address.parse(address).toRawString();
}

/** Addresses are shown in the friendly form people paste (non-bounceable `UQ…` for wallets). */
function friendlyOf(raw: string): string {
  try {
    return Address.parse(raw).toString({ bounceable: false });
  } catch {
    return raw;
  }
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function tonToken(balance: bigint): WalletToken {
  return {
    slug: TON_SLUG,
    symbol: 'TON',
    name: 'Toncoin',
    decimals: TON_DECIMALS,
    balance,
    image: null,
    master: null,
  };
}

function jettonToken(entry: TonApiJettonBalance): WalletToken {
  return {
    slug: buildTokenSlug({ kind: 'jetton', master: entry.jetton.address }),
    symbol: entry.jetton.symbol,
    name: entry.jetton.name,
    decimals: entry.jetton.decimals,
    balance: entry.balance,
    image: entry.jetton.image ?? null,
    master: Address.parse(entry.jetton.address).toString(),
  };
}

/** tonapi's jetton `price` when asked with `currencies`: `{ prices: { USD: 1.0 } }`. */
function jettonPrice(entry: TonApiJettonBalance, currency: string): string | null {
  const price = entry.price as { prices?: Record<string, unknown> } | undefined;
  const value = price?.prices?.[currency.toUpperCase()];
  return typeof value === 'number' ? priceText(value) : null;
}

const DIRECTIONS: Record<HistoryItem['direction'], HistoryDirection> = {
  in: 'in',
  out: 'out',
  self: 'other',
  none: 'other',
};

function toHistoryItem(item: HistoryItem, tokens: ReadonlyMap<string, WalletToken>): WalletHistoryItem {
  const token = tokens.get(item.token);
  return {
    id: item.id,
    hash: item.eventId,
    time: item.timestamp,
    direction: DIRECTIONS[item.direction],
    actionType: item.actionType,
    kind: item.kind,
    amount: item.amount,
    symbol: token?.symbol ?? (item.token === TON_SLUG ? 'TON' : '?'),
    decimals: token?.decimals ?? TON_DECIMALS,
    counterparty: item.counterparty ? friendlyOf(item.counterparty) : null,
    comment: item.comment ?? null,
    fee: item.feeNano ?? 0n,
    status: item.isInProgress ? 'pending' : item.status === 'ok' ? 'final' : 'failed',
  };
}

/** A single event read by hash has no `extra`: the wallet's fee comes from its value flow. */
function asAccountEvent(event: TonApiEvent, walletRaw: string) {
  const flow = event.value_flow?.find((entry) => entry.account.address === walletRaw);
  return { ...event, extra: flow ? -flow.fees : undefined };
}

function transferRequest(draft: TransferDraft): TransferRequest {
  if (!SENDING_VERSIONS.has(draft.from.version))
    throw new Error(`wallet version ${draft.from.version} cannot send`);
  return {
    version: draft.from.version as TransferRequest['version'],
    publicKey: hexToBytes(draft.from.publicKey),
    to: draft.to,
    token: draft.token.slug as TransferRequest['token'],
    amount: draft.amount,
    comment: draft.comment === '' ? undefined : draft.comment,
  };
}

function gaslessOffer(quote: GaslessTransferQuote): GaslessQuote {
  return {
    commission: quote.commission,
    freeLeft: quote.freeLeft,
    freePerMonth: quote.freePerMonth,
    validUntil: quote.validUntil,
    relayParams: quote,
  };
}

/** The TON fee the wallet could not cover, from the core's refusal. */
function feeOf(error: WalletError): bigint {
  const fee = (error.details as { fee?: string } | undefined)?.fee;
  return fee && /^\d+$/.test(fee) ? BigInt(fee) : 0n;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    signal.throwIfAborted();
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/**
 * The money screens' view of the chain, on the wallet core: balances and jettons, prices in the
 * display currency, history mapped by the core, fee quotes by emulation, and sending with the
 * core's sender (one transfer in flight per wallet) followed to finality.
 */
export function createWalletChain({
  tonApi,
  sender,
}: {
  tonApi: TonApiClient;
  sender: WalletSender;
}): WalletChain {
  // Transfers sent during this visit: their tracking already runs inside the core's sender.
  const inFlight = new Map<string, CoreSentTransfer['done']>();

  async function jettonsOf(address: string, currencies?: string[]): Promise<TonApiJettonBalance[]> {
    return tonApi.getJettonBalances(rawOf(address), currencies);
  }

  return {
    async readBalances(address) {
      const [account, jettons] = await Promise.all([tonApi.getAccount(rawOf(address)), jettonsOf(address)]);
      return { ton: tonToken(account.balance), jettons: jettons.map(jettonToken) };
    },

    async readPrices(address, currency) {
      const [ton, jettons] = await Promise.allSettled([
        tonApi.getTonPrice(currency),
        jettonsOf(address, [currency]),
      ]);
      const prices: Record<string, string> = {};
      const tonPrice = ton.status === 'fulfilled' && ton.value !== null ? priceText(ton.value) : null;
      if (tonPrice !== null) prices[TON_SLUG] = tonPrice;
      if (jettons.status === 'fulfilled')
        for (const entry of jettons.value) {
          const price = jettonPrice(entry, currency);
          if (price !== null) prices[jettonToken(entry).slug] = price;
        }
      if (ton.status === 'rejected' && jettons.status === 'rejected') throw ton.reason;
      return prices;
    },

    async readHistory(address, limit) {
      const [page, jettons] = await Promise.all([
        fetchHistory(tonApi, Address.parse(address), { limit }),
        jettonsOf(address).catch(() => []),
      ]);
      const tokens = new Map(jettons.map((entry) => [jettonToken(entry).slug, jettonToken(entry)]));
      return page.items.filter((item) => !item.isScam).map((item) => toHistoryItem(item, tokens));
    },

    async readEvent(address, hash) {
      const event = await tonApi.findEvent(hash);
      if (!event) return null;
      const wallet = Address.parse(address);
      const items = mapAccountEvent(asAccountEvent(event, wallet.toRawString()), { wallet });
      const jettons = await jettonsOf(address).catch(() => []);
      const tokens = new Map(jettons.map((entry) => [jettonToken(entry).slug, jettonToken(entry)]));
      const item = items.find((candidate) => candidate.direction !== 'none') ?? items[0];
      if (!item) return null;
      // The event's id is what the details route is known by, also when it was opened by message hash.
      return {
        ...toHistoryItem(item, tokens),
        fee: items.reduce((sum, entry) => sum + (entry.feeNano ?? 0n), 0n),
      };
    },

    async estimate(draft) {
      const request = transferRequest(draft);
      const [ton, relay] = await Promise.allSettled([
        sender.quote(request),
        draft.token.master === null ? Promise.resolve(null) : sender.quoteGasless(request),
      ]);
      const gasless = relay.status === 'fulfilled' && relay.value ? gaslessOffer(relay.value) : null;
      if (ton.status === 'fulfilled')
        return { fee: ton.value.feeNano, tonAttached: ton.value.tonRequiredNano, gasless };
      // No TON for the fee: the relay's offer is the way to send, with the TON fee for comparison.
      if (gasless && isWalletError(ton.reason, 'NOT_ENOUGH_TON_FOR_FEE'))
        return { fee: feeOf(ton.reason), tonAttached: JETTON_TRANSFER_TON_MIN, gasless };
      if (relay.status === 'rejected' && isWalletError(relay.reason, 'INSUFFICIENT_BALANCE'))
        throw relay.reason;
      throw ton.reason;
    },

    async send(draft, secretKey, options) {
      const sent = options?.gasless
        ? await sender.sendGasless(
            transferRequest(draft),
            { secretKey },
            options.gasless.relayParams as GaslessTransferQuote,
          )
        : await sender.send(transferRequest(draft), { secretKey });
      inFlight.set(sent.messageHash, sent.done);
      return { messageHash: sent.messageHash };
    },

    async waitFinal(_address, sent, signal) {
      const running =
        inFlight.get(sent.messageHash) ??
        trackMessage(tonApi, sent.messageHash, {
          deadlineMs: Date.now() + MESSAGE_LIFETIME_SECONDS * 1000,
          signal,
        });
      const result = await abortable(running, signal);
      inFlight.delete(sent.messageHash);
      return result.outcome === 'confirmed' ? 'final' : 'failed';
    },
  };
}
