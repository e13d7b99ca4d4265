import { type Address, beginCell, type Cell, type Sender, type SenderArguments } from '@ton/core';

export type FaucetSend = (
  args: Pick<SenderArguments, 'to' | 'value' | 'body' | 'bounce'>,
) => Promise<unknown>;

/** A contract sender whose messages go out through the faucet's direct delivery. */
export function faucetSender(address: Address, send: FaucetSend): Sender {
  return {
    address,
    async send(args) {
      await send(args);
    },
  };
}

export function commentBody(comment: string | undefined): Cell | undefined {
  if (comment === undefined) return undefined;
  return beginCell().storeUint(0, 32).storeStringTail(comment).endCell();
}

/** TEP-74 transfer with 1 nanoton forwarded so the recipient gets a transfer_notification. */
export function jettonTransferBody(
  to: Address,
  responseTo: Address,
  amount: bigint,
  comment: string | undefined,
): Cell {
  const forward = commentBody(comment);
  return beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(0, 64)
    .storeCoins(amount)
    .storeAddress(to)
    .storeAddress(responseTo)
    .storeMaybeRef(null)
    .storeCoins(1n)
    .storeMaybeRef(forward ?? null)
    .endCell();
}
