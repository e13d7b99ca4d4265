import { Address, Cell, internal, loadStateInit, type MessageRelaxed } from '@ton/core';
import type { RequestedMessage } from './tonconnect-api';

/** The internal messages a checked request asks the wallet to send, exactly as the dApp built them. */
export function toInternalMessages(messages: RequestedMessage[]): MessageRelaxed[] {
  return messages.map((message) =>
    internal({
      to: Address.parseRaw(message.to),
      value: message.amount,
      bounce: message.bounce,
      body: message.payload === null ? undefined : Cell.fromBase64(message.payload),
      init:
        message.stateInit === null
          ? undefined
          : loadStateInit(Cell.fromBase64(message.stateInit).beginParse()),
    }),
  );
}

/** All the TON the messages attach (the wallet pays the fees on top, send mode 3). */
export function totalAmount(messages: RequestedMessage[]): bigint {
  return messages.reduce((sum, message) => sum + message.amount, 0n);
}
