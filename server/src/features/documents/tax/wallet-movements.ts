import { Address } from '@ton/core';
import type { TonEvent } from '../../../providers/ton-chain/ton-chain';
import type { TonChainHandle } from '../../../providers/ton-chain/ton-chain-handle';
import type { TaxMovement } from './tax-movement';
import type { Pricer } from './value-movements';

const PAGE = 100;

/** An asset a wallet move is in: TON, or the USD₮ jetton (the one jetton with a catalogue price). */
export interface WalletAsset {
  code: 'TON' | 'USDT';
  scale: number;
}

export const TON_ASSET: WalletAsset = { code: 'TON', scale: 9 };
export const USDT_ASSET: WalletAsset = { code: 'USDT', scale: 6 };

/** One movement of a wallet the user holds, read from the public chain. */
export interface WalletMove {
  wallet: string;
  eventId: string;
  at: Date;
  /** `fee`: TON the network took for an event that sent no TON (a jetton transfer). */
  direction: 'send' | 'receive' | 'fee';
  asset: WalletAsset;
  amountMinor: bigint;
  /** What the wallet paid the network in TON on top of a TON send. */
  feeMinor: bigint;
  /** Hashes of the chain transactions the move's action is built from (the receiving side's). */
  txHashes: readonly string[];
}

/** Reads the public events of a self-custody wallet up to `end`; the server holds no key to it. */
export type WalletEventsReader = (wallet: Address, end: Date) => Promise<WalletMove[]>;

/**
 * What one event moved for `wallet`: TON transfers, USD₮ transfers (other jettons have no price
 * to value them at and are left out), and the TON the network took. A TON send carries the
 * event's fees; an event that sent only jettons disposes of the TON it cost (what it attached
 * minus the excess back, fees included) as a `fee` move. A gasless send costs no TON.
 */
export function walletMovesOf(event: TonEvent, wallet: Address, usdtMaster?: Address): WalletMove[] {
  if (event.in_progress) return [];
  const raw = wallet.toRawString();
  const flow = event.value_flow.find((entry) => entry.account.address === raw);
  const base = {
    wallet: wallet.toString({ bounceable: false }),
    eventId: event.event_id,
    at: new Date(event.timestamp * 1000),
  };
  const moves: WalletMove[] = [];
  let sendsJetton = false;
  for (const action of event.actions) {
    if (action.status !== 'ok') continue;
    const ton = action.TonTransfer;
    const jetton = action.JettonTransfer;
    if (ton) {
      const direction = directionOf(ton.sender.address, ton.recipient.address, raw);
      if (direction)
        moves.push({
          ...base,
          direction,
          asset: TON_ASSET,
          amountMinor: BigInt(ton.amount),
          feeMinor: 0n,
          txHashes: action.base_transactions,
        });
    } else if (jetton && usdtMaster && sameAddress(jetton.jetton.address, usdtMaster)) {
      const direction = directionOf(jetton.sender?.address, jetton.recipient?.address, raw);
      if (direction === 'send') sendsJetton = true;
      if (direction)
        moves.push({
          ...base,
          direction,
          asset: USDT_ASSET,
          amountMinor: BigInt(jetton.amount),
          feeMinor: 0n,
          txHashes: action.base_transactions,
        });
    }
  }
  const firstTonSend = moves.find((move) => move.direction === 'send' && move.asset.code === 'TON');
  if (firstTonSend) firstTonSend.feeMinor = BigInt(flow?.fees ?? 0);
  else if (sendsJetton && flow && flow.ton < 0)
    moves.push({
      ...base,
      direction: 'fee',
      asset: TON_ASSET,
      amountMinor: 0n,
      feeMinor: BigInt(-flow.ton),
      txHashes: [],
    });
  return moves;
}

/** A transfer to itself changes no hands: neither a send nor a receive. */
function directionOf(sender: string | undefined, recipient: string | undefined, raw: string) {
  const isSend = sender === raw;
  const isReceive = recipient === raw;
  if (isSend === isReceive) return undefined;
  return isSend ? ('send' as const) : ('receive' as const);
}

function sameAddress(text: string, address: Address): boolean {
  try {
    return Address.parse(text).equals(address);
  } catch {
    return false;
  }
}

/**
 * The local chain's events, page by page (newest first) until the first one. A tonapi proxy
 * instance has no reader yet (docs/decisions.md "Tax export"), so its exports name no wallets.
 */
export function createWalletEventsReader(tonChain: TonChainHandle): WalletEventsReader | undefined {
  if (tonChain.mode !== 'local') return undefined;
  return async (wallet, end) => {
    const chain = await tonChain.chain();
    const moves: WalletMove[] = [];
    let beforeLt: bigint | undefined;
    for (;;) {
      const events = await chain.getEvents(wallet, { limit: PAGE, ...(beforeLt ? { beforeLt } : {}) });
      for (const event of events)
        moves.push(...walletMovesOf(event, wallet, chain.usdtMaster).filter((move) => move.at < end));
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

/**
 * A wallet move as the export's leg: a send disposes of the asset (its TON fee on top), a fee
 * disposes of the TON the network took, a receive acquires the asset.
 */
export async function walletMovement(move: WalletMove, pricer: Pricer): Promise<TaxMovement> {
  const { code, scale } = move.asset;
  const priced = await pricer.priceAt(code, move.at);
  const isAcquire = move.direction === 'receive';
  const quantityMinor = move.amountMinor + move.feeMinor;
  return {
    at: move.at,
    source: 'wallet',
    reference: move.eventId,
    label: move.direction,
    wallet: move.wallet,
    event: isAcquire ? 'acquire' : 'dispose',
    asset: code,
    quantityMinor,
    assetScale: scale,
    valuedIn: code,
    ...priced,
    value: pricer.value(quantityMinor, scale, priced.price),
    fee: pricer.value(move.feeMinor, scale, priced.price),
  };
}
