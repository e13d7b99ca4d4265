import {
  type Address,
  beginCell,
  type Cell,
  comment as commentCell,
  internal,
  type MessageRelaxed,
} from '@ton/core';
import { JETTON_FORWARD_TON, JETTON_TRANSFER_OP } from './send-constants';

export function buildTonTransferMessage(input: {
  to: Address;
  amountNano: bigint;
  bounce: boolean;
  comment?: string;
}): MessageRelaxed {
  return internal({
    to: input.to,
    value: input.amountNano,
    bounce: input.bounce,
    body: input.comment ? commentCell(input.comment) : undefined,
  });
}

/**
 * TEP-74 `transfer` sent to the sender's own jetton wallet, which moves `amount` to the
 * recipient's jetton wallet, notifies the recipient with the comment and returns the unspent TON
 * to the sender.
 */
export function buildJettonTransferMessage(input: {
  senderJettonWallet: Address;
  sender: Address;
  recipient: Address;
  jettonAmount: bigint;
  attachedTonNano: bigint;
  queryId: bigint;
  comment?: string;
  forwardTonNano?: bigint;
}): MessageRelaxed {
  return internal({
    to: input.senderJettonWallet,
    value: input.attachedTonNano,
    bounce: true,
    body: buildJettonTransferBody(input),
  });
}

export function buildJettonTransferBody(input: {
  sender: Address;
  recipient: Address;
  jettonAmount: bigint;
  queryId: bigint;
  comment?: string;
  forwardTonNano?: bigint;
}): Cell {
  const body = beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(input.queryId, 64)
    .storeCoins(input.jettonAmount)
    .storeAddress(input.recipient)
    .storeAddress(input.sender)
    .storeBit(false)
    .storeCoins(input.forwardTonNano ?? JETTON_FORWARD_TON);
  // The comment goes by reference (Either's right branch) so any length fits.
  if (input.comment) body.storeBit(true).storeRef(commentCell(input.comment));
  else body.storeBit(false);
  return body.endCell();
}
