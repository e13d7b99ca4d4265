import { GASLESS_MAX_ATTACHED_TON, readJettonTransfer } from '@ferry/shared/wallet';
import { type Address, Cell, loadMessageRelaxed, type MessageRelaxed, toNano } from '@ton/core';
import { GaslessRefusal } from './gasless-refusal';

/** TON the relay adds for the wallet's own compute when it runs the signed message. */
const WALLET_GAS_TON = toNano('0.02');

export interface Wanted {
  to: Address;
  recipient: Address;
  amount: bigint;
  comment: string | null;
  forwardTon: bigint;
  queryId: bigint;
}

export function readWanted(hex: string): Wanted {
  let message: MessageRelaxed;
  try {
    const [root] = Cell.fromBoc(decodeHex(hex));
    if (!root) throw new Error('empty');
    message = loadMessageRelaxed(root.beginParse());
  } catch {
    throw new GaslessRefusal(400, 'messages[0].boc is not a message');
  }
  if (message.info.type !== 'internal')
    throw new GaslessRefusal(400, 'messages[0] is not an internal message');
  const transfer = readJettonTransfer(message.body);
  if (!transfer || transfer.hasCustomPayload)
    throw new GaslessRefusal(400, 'messages[0] is not a plain jetton transfer');
  if (transfer.amount <= 0n) throw new GaslessRefusal(400, 'the transfer moves nothing');
  return {
    to: message.info.dest,
    recipient: transfer.destination,
    amount: transfer.amount,
    comment: transfer.comment,
    forwardTon: transfer.forwardTonAmount,
    queryId: transfer.queryId,
  };
}

/**
 * The commission a signed message pays the relay. Every message must be a plain jetton transfer
 * from the wallet's USD₮ wallet with little TON and the excess back to the relay; at most one
 * goes to the relay (the commission), the others to anyone.
 */
export function readCommission(messages: MessageRelaxed[], jettonWallet: Address, relay: Address): bigint {
  if (messages.length === 0 || messages.length > 2)
    throw new GaslessRefusal(400, 'one transfer and its commission at most');
  let commission: bigint | null = null;
  for (const message of messages) {
    if (message.info.type !== 'internal' || !message.info.dest.equals(jettonWallet))
      throw new GaslessRefusal(400, 'a message is not for the wallet’s USD₮ wallet');
    if (message.info.value.coins > GASLESS_MAX_ATTACHED_TON)
      throw new GaslessRefusal(400, 'a message carries more TON than a transfer needs');
    const transfer = readJettonTransfer(message.body);
    if (!transfer || transfer.hasCustomPayload)
      throw new GaslessRefusal(400, 'a message is not a plain jetton transfer');
    if (!transfer.responseDestination?.equals(relay))
      throw new GaslessRefusal(400, 'the excess of a transfer must come back to the relay');
    if (transfer.destination.equals(relay)) {
      if (commission !== null) throw new GaslessRefusal(400, 'the commission is paid twice');
      commission = transfer.amount;
    }
  }
  if (messages.length === 2 && commission === null)
    throw new GaslessRefusal(400, 'two transfers and no commission');
  return commission ?? 0n;
}

/** What the relay hands the wallet: the TON its messages carry, plus the wallet's own gas. */
export function carried(messages: MessageRelaxed[]): bigint {
  let total = WALLET_GAS_TON;
  for (const message of messages) if (message.info.type === 'internal') total += message.info.value.coins;
  return total;
}

export function decodeHex(text: string): Buffer {
  if (!/^([0-9a-fA-F]{2})+$/.test(text)) throw new GaslessRefusal(400, 'a BoC in hex expected');
  return Buffer.from(text, 'hex');
}
