import type { Address, Cell, Slice } from '@ton/core';

/** TEP-74 jetton operation codes. */
export const JETTON_OP = {
  transfer: 0x0f8a7ea5,
  internalTransfer: 0x178d4519,
  transferNotification: 0x7362d09c,
  excesses: 0xd53276db,
} as const;

export interface ParsedBody {
  op?: number;
  comment?: string;
  jettonAmount?: bigint;
  /** transfer: destination owner; internal_transfer: the sending owner (`from`). */
  jettonParty?: Address | null;
  jettonComment?: string;
}

function readComment(slice: Slice): string | undefined {
  try {
    return slice.loadStringTail();
  } catch {
    return undefined;
  }
}

/** Forward payload `Either Cell ^Cell`: a text comment when it starts with op 0. */
function readForwardComment(slice: Slice): string | undefined {
  try {
    if (slice.remainingBits === 0 && slice.remainingRefs === 0) return undefined;
    const payload = slice.loadBit() ? slice.loadRef().beginParse() : slice;
    if (payload.remainingBits < 32 || payload.loadUint(32) !== 0) return undefined;
    return readComment(payload);
  } catch {
    return undefined;
  }
}

export function parseBody(body: Cell): ParsedBody {
  const slice = body.beginParse();
  if (slice.remainingBits < 32) return {};
  const op = slice.loadUint(32);
  try {
    if (op === 0) return { op, comment: readComment(slice) };
    if (op === JETTON_OP.transfer) {
      slice.skip(64);
      const jettonAmount = slice.loadCoins();
      const jettonParty = slice.loadMaybeAddress();
      slice.loadMaybeAddress(); // response destination
      slice.loadMaybeRef(); // custom payload
      slice.loadCoins(); // forward ton amount
      return { op, jettonAmount, jettonParty, jettonComment: readForwardComment(slice) };
    }
    if (op === JETTON_OP.internalTransfer) {
      slice.skip(64);
      const jettonAmount = slice.loadCoins();
      const jettonParty = slice.loadMaybeAddress();
      slice.loadMaybeAddress(); // response destination
      slice.loadCoins(); // forward ton amount
      return { op, jettonAmount, jettonParty, jettonComment: readForwardComment(slice) };
    }
    if (op === JETTON_OP.transferNotification) {
      slice.skip(64);
      return { op, jettonAmount: slice.loadCoins(), jettonParty: slice.loadMaybeAddress() };
    }
  } catch {
    // A body that does not follow the standard is still an operation with that op code.
  }
  return { op };
}
