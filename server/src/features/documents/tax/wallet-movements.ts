import { Address } from '@ton/core';
import type { TonEvent } from '../../../providers/ton-chain/ton-chain';
import type { TonChainHandle } from '../../../providers/ton-chain/ton-chain-handle';
import type { TaxMovement } from './tax-movement';
import type { Pricer } from './value-movements';

/** TON has 9 decimals (nanotons). */
const TON_SCALE = 9;
const PAGE = 100;

/** One TON transfer of a wallet the user holds, read from the public chain. */
export interface WalletTonMove {
  wallet: string;
  eventId: string;
  at: Date;
  direction: 'send' | 'receive';
  amountNano: bigint;
  /** What the wallet paid the network for a send. */
  feeNano: bigint;
}

/** Reads the public events of a self-custody wallet up to `end`; the server holds no key to it. */
export type WalletEventsReader = (wallet: Address, end: Date) => Promise<WalletTonMove[]>;

export const TON_ASSET = { code: 'TON', scale: TON_SCALE } as const;

/** The TON transfers one event made for `wallet` (jettons and contract calls are not taxed here). */
export function tonMovesOf(event: TonEvent, wallet: Address): WalletTonMove[] {
  if (event.in_progress) return [];
  const raw = wallet.toRawString();
  const friendly = wallet.toString({ bounceable: false });
  const fee = BigInt(event.value_flow.find((flow) => flow.account.address === raw)?.fees ?? 0);
  const moves: WalletTonMove[] = [];
  for (const action of event.actions) {
    const transfer = action.TonTransfer;
    if (action.status !== 'ok' || !transfer) continue;
    const isSend = transfer.sender.address === raw;
    const isReceive = transfer.recipient.address === raw;
    if (isSend === isReceive) continue; // to itself: nothing changed hands
    moves.push({
      wallet: friendly,
      eventId: event.event_id,
      at: new Date(event.timestamp * 1000),
      direction: isSend ? 'send' : 'receive',
      amountNano: BigInt(transfer.amount),
      feeNano: 0n,
    });
  }
  // The event's network fee belongs to its first send.
  const firstSend = moves.find((move) => move.direction === 'send');
  if (firstSend) firstSend.feeNano = fee;
  return moves;
}

/**
 * The local chain's events, page by page (newest first) until the first one. A tonapi proxy
 * instance has no reader yet (docs/decisions.md "Tax export"), so its exports name no wallets.
 */
export function createWalletEventsReader(tonChain: TonChainHandle): WalletEventsReader | undefined {
  if (tonChain.mode !== 'local') return undefined;
  return async (wallet, end) => {
    const chain = await tonChain.chain();
    const moves: WalletTonMove[] = [];
    let beforeLt: bigint | undefined;
    for (;;) {
      const events = await chain.getEvents(wallet, { limit: PAGE, ...(beforeLt ? { beforeLt } : {}) });
      for (const event of events) moves.push(...tonMovesOf(event, wallet).filter((move) => move.at < end));
      const last = events.at(-1);
      if (events.length < PAGE || !last) break;
      beforeLt = BigInt(last.lt);
    }
    return moves;
  };
}

/** Parses an address the client sent; undefined when it is not one. */
export function parseWalletAddress(text: string): Address | undefined {
  try {
    return Address.parse(text.trim());
  } catch {
    return undefined;
  }
}

/** A wallet's TON move as the export's leg: a send disposes of TON (fee on top), a receive acquires it. */
export async function walletMovement(move: WalletTonMove, pricer: Pricer): Promise<TaxMovement> {
  const priced = await pricer.priceAt(TON_ASSET.code, move.at);
  const isSend = move.direction === 'send';
  const quantityMinor = isSend ? move.amountNano + move.feeNano : move.amountNano;
  return {
    at: move.at,
    source: 'wallet',
    reference: move.eventId,
    label: move.direction,
    wallet: move.wallet,
    event: isSend ? 'dispose' : 'acquire',
    asset: TON_ASSET.code,
    quantityMinor,
    assetScale: TON_ASSET.scale,
    valuedIn: TON_ASSET.code,
    ...priced,
    value: pricer.value(quantityMinor, TON_ASSET.scale, priced.price),
    fee: pricer.value(move.feeNano, TON_ASSET.scale, priced.price),
  };
}
