import { Address, Cell } from '@ton/core';
import { WalletError } from '../errors';
import type { GaslessEstimate } from './gasless-wire';
import { GASLESS_MAX_ATTACHED_TON, readJettonTransfer } from './jetton-transfer';

/** What the person asked for, which the relay's messages must move exactly. */
export interface GaslessIntent {
  wallet: Address;
  /** The wallet's own jetton wallet for the token. */
  jettonWallet: Address;
  recipient: Address;
  amount: bigint;
  comment: string | undefined;
}

/** One message the wallet will sign, read from the relay's offer. */
export interface OfferedMessage {
  to: Address;
  value: bigint;
  body: Cell;
}

export interface CheckedOffer {
  relay: Address;
  commission: bigint;
  messages: OfferedMessage[];
}

/**
 * The wallet's guard over the relay: it signs only jetton transfers from its own jetton wallet,
 * one moving exactly the amount to the recipient (with the person's comment) and at most one
 * moving exactly the stated commission to the relay, each with little TON attached (its excess
 * goes to the relay) and no state init or custom payload. Anything else is GASLESS_RELAY_MISMATCH.
 */
export function checkRelayOffer(offer: GaslessEstimate, intent: GaslessIntent): CheckedOffer {
  const relay = parse(offer.relay_address, 'relay_address');
  const commission = BigInt(offer.commission);
  if (!parse(offer.from, 'from').equals(intent.wallet)) mismatch('the offer is for another wallet');
  let paysRecipient = false;
  let paysRelay = false;
  const messages = offer.messages.map((message): OfferedMessage => {
    if (message.state_init) mismatch('a message deploys a contract');
    const to = parse(message.address, 'address');
    if (!to.equals(intent.jettonWallet)) mismatch('a message goes elsewhere than the wallet’s jetton wallet');
    const value = BigInt(message.amount);
    if (value > GASLESS_MAX_ATTACHED_TON) mismatch('a message attaches too much TON');
    const body = message.payload ? readCell(message.payload) : null;
    const transfer = readJettonTransfer(body);
    if (!body || !transfer || transfer.hasCustomPayload) mismatch('a message is not a plain jetton transfer');
    if (transfer.forwardTonAmount > value) mismatch('a transfer forwards more TON than it carries');
    const response = transfer.responseDestination;
    if (response && !response.equals(relay) && !response.equals(intent.wallet))
      mismatch('the excess goes to a third party');
    if (transfer.destination.equals(intent.recipient) && !paysRecipient) {
      if (transfer.amount !== intent.amount) mismatch('the amount differs');
      if ((transfer.comment ?? undefined) !== intent.comment) mismatch('the comment differs');
      paysRecipient = true;
    } else if (transfer.destination.equals(relay) && !paysRelay) {
      if (transfer.amount !== commission) mismatch('the commission differs from the one stated');
      paysRelay = true;
    } else {
      mismatch('a transfer goes to someone else');
    }
    return { to, value, body };
  });
  if (!paysRecipient) mismatch('no transfer to the recipient');
  if (commission > 0n && !paysRelay) mismatch('the stated commission is not paid');
  return { relay, commission, messages };
}

function readCell(hex: string): Cell {
  try {
    const cells = Cell.fromBoc(Buffer.from(hex, 'hex'));
    if (cells.length !== 1) mismatch('a payload is not one cell tree');
    return cells[0] as Cell;
  } catch (cause) {
    if (cause instanceof WalletError) throw cause;
    return mismatch('a payload does not parse');
  }
}

function parse(text: string, field: string): Address {
  try {
    return Address.parse(text);
  } catch {
    return mismatch(`${field} is not an address`);
  }
}

function mismatch(reason: string): never {
  throw new WalletError('GASLESS_RELAY_MISMATCH', { reason });
}
