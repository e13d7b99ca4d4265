import { Address } from '@ton/core';
import { buildExternal, EMULATION_SIGNER } from '../send/external-message';
import { readNetworkFee } from '../send/read-fee';
import { DEFAULT_SEND_MODE, MESSAGE_LIFETIME_SECONDS } from '../send/send-constants';
import { openSendingWallet } from '../send/sending-wallet';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiAccount, TonApiEvent } from '../tonapi/tonapi-schemas';
import { guardFlags, needsTypedConfirmation } from './drainer-guard';
import { type EventReading, readEventMovements } from './event-movements';
import { toInternalMessages } from './request-messages';
import type { AssetMovement, ConnectedWallet, TransactionReview, WalletRequest } from './tonconnect-api';

type SendTransactionRequest = Extract<WalletRequest, { kind: 'sendTransaction' }>;

/** How far back "addresses used before" reaches: the last 100 events of the wallet. */
export const HISTORY_EVENTS_READ = 100;

/**
 * The drainer guard before the confirm screen: emulates the exact messages (zero signature,
 * tonapi's ignore_signature_check), says what leaves and arrives, and flags what drainers do.
 * Reads failing never throw: an unknown balance or history makes the guard stricter, a failed
 * emulation is itself a flag.
 */
export async function reviewTransaction(input: {
  request: SendTransactionRequest;
  wallet: ConnectedWallet;
  tonapi: TonApiClient;
}): Promise<TransactionReview> {
  const { request, wallet, tonapi } = input;
  const walletAddress = Address.parseRaw(wallet.rawAddress);
  const walletRaw = walletAddress.toRawString();
  const [account, jettonBalances, knownCounterparties] = await Promise.all([
    tonapi.getAccount(walletRaw).catch(() => null),
    readJettonBalances(tonapi, walletRaw),
    readKnownCounterparties(tonapi, walletAddress),
  ]);
  const event = await emulate(request, wallet, account, tonapi);
  const reading: EventReading = event
    ? readEventMovements(event, walletAddress)
    : {
        // Without an emulation all that is known is the TON the messages attach.
        outgoing: request.messages.map(requestedTon),
        incoming: [],
        counterparties: [],
        comments: [],
        isScamMarked: false,
      };
  const tonOut = reading.outgoing.filter((m) => m.slug === 'ton').reduce((sum, m) => sum + m.amount, 0n);
  const flags = guardFlags({
    walletRaw,
    messages: request.messages,
    outgoing: reading.outgoing,
    incoming: reading.incoming,
    comments: reading.comments,
    isEmulationFailed: event === null,
    isScamMarked: reading.isScamMarked,
    counterparties: reading.counterparties,
    tonBalance: account?.balance ?? null,
    jettonBalances,
    knownCounterparties,
  });
  return {
    outgoing: reading.outgoing,
    incoming: reading.incoming,
    fee: event ? feeOf(event, walletAddress, tonOut) : 0n,
    flags,
    requiresTypedConfirmation: needsTypedConfirmation(flags),
  };
}

/** The emulated event, or null when it cannot be had or says nothing (no actions). */
async function emulate(
  request: SendTransactionRequest,
  wallet: ConnectedWallet,
  account: TonApiAccount | null,
  tonapi: TonApiClient,
): Promise<TonApiEvent | null> {
  try {
    const sending = openSendingWallet(wallet.version, Buffer.from(wallet.publicKey, 'hex'));
    const isDeployed = account?.status === 'active';
    const seqno = isDeployed ? await tonapi.getSeqno(sending.address.toRawString()) : 0;
    const validUntil = request.validUntil ?? Math.floor(Date.now() / 1000) + MESSAGE_LIFETIME_SECONDS;
    const { boc } = await buildExternal(
      sending,
      {
        seqno,
        validUntil,
        messages: toInternalMessages(request.messages),
        sendMode: DEFAULT_SEND_MODE,
        signer: EMULATION_SIGNER,
      },
      { isDeployed },
    );
    const event = await tonapi.emulate(boc.toBoc().toString('hex'), { ignoreSignature: true });
    return event.actions.length > 0 ? event : null;
  } catch {
    return null;
  }
}

function feeOf(event: TonApiEvent, wallet: Address, tonOut: bigint): bigint {
  try {
    return readNetworkFee(event, wallet, tonOut);
  } catch {
    return 0n;
  }
}

async function readJettonBalances(tonapi: TonApiClient, walletRaw: string): Promise<Map<string, bigint>> {
  const balances = new Map<string, bigint>();
  try {
    for (const entry of await tonapi.getJettonBalances(walletRaw)) {
      balances.set(`jetton-${Address.parse(entry.jetton.address).toRawString()}`, entry.balance);
    }
  } catch {
    // Unknown balances read as 0: any outgoing jetton to a new address then counts as a sweep.
  }
  return balances;
}

/** Everyone the wallet sent to or received from in its recent history (raw addresses). */
async function readKnownCounterparties(tonapi: TonApiClient, wallet: Address): Promise<Set<string>> {
  const known = new Set<string>();
  try {
    const page = await tonapi.getAccountEvents(wallet.toRawString(), { limit: HISTORY_EVENTS_READ });
    for (const event of page.events) {
      for (const address of readEventMovements(event, wallet).counterparties) known.add(address);
    }
  } catch {
    // No history: every address is new, the stricter reading.
  }
  return known;
}

function requestedTon(message: SendTransactionRequest['messages'][number]): AssetMovement {
  const to = Address.parseRaw(message.to);
  return {
    symbol: 'TON',
    slug: 'ton',
    amount: message.amount,
    decimals: 9,
    counterparty: to.toString({ bounceable: message.bounce, urlSafe: true }),
    isUnverified: false,
  };
}
