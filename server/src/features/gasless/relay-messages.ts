import { buildJettonTransferBody, GASLESS_JETTON_TON } from '@ferry/shared/wallet';
import { type Address, type Cell, internal, type MessageRelaxed } from '@ton/core';

/** The most TON the relay forwards with a transfer's notification (a comment needs only 1 nanoton). */
const MAX_FORWARD_TON = 10_000_000n;

export interface RelayedTransfer {
  recipient: Address;
  amount: bigint;
  comment: string | null;
  forwardTon: bigint;
  queryId: bigint;
}

/** A TEP-74 transfer from the wallet's jetton wallet whose excess returns to the relay. */
export function relayedJettonTransfer(input: {
  jettonWallet: Address;
  relay: Address;
  to: Address;
  amount: bigint;
  comment: string | null;
  forwardTon: bigint;
  queryId: bigint;
}): MessageRelaxed {
  const body = buildJettonTransferBody({
    // The body's "sender" is where the excess goes: the relay, which paid the TON.
    sender: input.relay,
    recipient: input.to,
    jettonAmount: input.amount,
    queryId: input.queryId,
    ...(input.comment ? { comment: input.comment } : {}),
    forwardTonNano: input.forwardTon > MAX_FORWARD_TON ? MAX_FORWARD_TON : input.forwardTon,
  });
  return internal({ to: input.jettonWallet, value: GASLESS_JETTON_TON, bounce: true, body });
}

/** tonapi's wire form of a message to sign: address, amount, payload (hex BoC). */
export function wireMessage(message: MessageRelaxed): { address: string; amount: string; payload: string } {
  if (message.info.type !== 'internal') throw new Error('only internal messages go to the wallet');
  return {
    address: message.info.dest.toRawString(),
    amount: message.info.value.coins.toString(),
    payload: (message.body as Cell).toBoc().toString('hex'),
  };
}
