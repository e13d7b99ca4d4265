import { beginCell, type Cell, external, storeMessage } from '@ton/core';
import type { SendingWallet, TransferArgs } from './sending-wallet';

export interface SignedExternal {
  /** The whole external message (with the wallet's state init while it is not deployed). */
  boc: Cell;
  /** Hash of the external message cell: tonapi finds the event by it. */
  messageHash: string;
}

/** Wraps a signed wallet body into the external message the chain accepts. */
export async function buildExternal(
  wallet: SendingWallet,
  args: TransferArgs,
  options: { isDeployed: boolean },
): Promise<SignedExternal> {
  const body = await wallet.createTransfer(args);
  const message = external({ to: wallet.address, init: options.isDeployed ? undefined : wallet.init, body });
  const boc = beginCell().store(storeMessage(message)).endCell();
  return { boc, messageHash: boc.hash().toString('hex') };
}

/** A signature of zeros: emulation with `ignore_signature_check` prices a message before the wallet is unlocked. */
export const EMULATION_SIGNER = async (_message: Cell): Promise<Buffer> => Buffer.alloc(64);
