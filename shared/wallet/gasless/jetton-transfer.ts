import { type Address, type Cell, type Slice, toNano } from '@ton/core';
import { JETTON_TRANSFER_OP } from '../send/send-constants';

/** TON attached to each jetton transfer the relay pays for: a standard transfer with a notification. */
export const GASLESS_JETTON_TON = toNano('0.05');

/**
 * The most TON a relay may ask the wallet to attach to one message. The excess of a jetton
 * transfer goes to its response destination (the relay), so a larger value would hand the
 * wallet's own TON to the relay: the wallet refuses it.
 */
export const GASLESS_MAX_ATTACHED_TON = toNano('0.1');

/** A TEP-74 `transfer` body, read. */
export interface JettonTransferFields {
  queryId: bigint;
  amount: bigint;
  destination: Address;
  responseDestination: Address | null;
  forwardTonAmount: bigint;
  /** The text comment riding in the forward payload, when it is one (op 0). */
  comment: string | null;
  hasCustomPayload: boolean;
}

/** Reads a jetton `transfer` body; null for anything else or a body that does not parse. */
export function readJettonTransfer(body: Cell | null | undefined): JettonTransferFields | null {
  if (!body) return null;
  try {
    const slice = body.beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== JETTON_TRANSFER_OP) return null;
    const queryId = slice.loadUintBig(64);
    const amount = slice.loadCoins();
    const destination = slice.loadAddress();
    const responseDestination = slice.loadMaybeAddress();
    const hasCustomPayload = slice.loadMaybeRef() !== null;
    const forwardTonAmount = slice.loadCoins();
    const forward = slice.loadBit() ? slice.loadRef().beginParse() : slice;
    return {
      queryId,
      amount,
      destination,
      responseDestination,
      forwardTonAmount,
      comment: readComment(forward),
      hasCustomPayload,
    };
  } catch {
    return null;
  }
}

function readComment(slice: Slice): string | null {
  if (slice.remainingBits < 32) return null;
  if (slice.loadUint(32) !== 0) return null;
  return slice.loadStringTail();
}
