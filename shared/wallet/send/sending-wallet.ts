import type { Address, Cell, MessageRelaxed, SendMode, StateInit } from '@ton/core';
import { WalletError } from '../errors';
import { isDerivableWalletVersion, openWalletContract, type WalletVersion } from '../versions';

export interface TransferArgs {
  seqno: number;
  /** Absolute valid_until (unix seconds, chain time). */
  validUntil: number;
  messages: MessageRelaxed[];
  sendMode: SendMode;
  /** Produces the 64-byte ed25519 signature of the signing message. */
  signer: (message: Cell) => Promise<Buffer>;
  /**
   * W5 only: 'internal' signs a body a relay delivers in its own internal message (gasless);
   * other versions sign for an external message only.
   */
  authType?: 'external' | 'internal';
}

/** What the send pipeline needs of a wallet contract: where it is, how to deploy it, how to sign. */
export interface SendingWallet {
  address: Address;
  init: StateInit;
  createTransfer(args: TransferArgs): Promise<Cell>;
}

/** The v3/v4/v5 wrappers share this much; each packs its own body around the signature. */
interface SignableWalletContract {
  address: Address;
  init: { code: Cell; data: Cell };
  createTransfer(args: {
    seqno: number;
    timeout: number;
    messages: MessageRelaxed[];
    sendMode: SendMode;
    signer: (message: Cell) => Promise<Buffer>;
    authType?: 'external' | 'internal';
  }): Promise<Cell> | Cell;
}

/**
 * The wallet contract of a version and public key (the wallet core's `openWalletContract`,
 * mainnet global id). LockupV1 is read-only: it cannot send.
 */
export function openSendingWallet(version: WalletVersion, publicKey: Uint8Array): SendingWallet {
  if (!isDerivableWalletVersion(version)) throw new WalletError('VERSION_CANNOT_SEND', { version });
  const contract: SignableWalletContract = openWalletContract(publicKey, version);
  return {
    address: contract.address,
    init: contract.init,
    createTransfer: async (args) => {
      if (args.authType === 'internal' && version !== 'v5R1')
        throw new WalletError('GASLESS_UNAVAILABLE', { version });
      return contract.createTransfer({
        seqno: args.seqno,
        timeout: args.validUntil,
        messages: args.messages,
        sendMode: args.sendMode,
        signer: args.signer,
        ...(args.authType ? { authType: args.authType } : {}),
      });
    },
  };
}
