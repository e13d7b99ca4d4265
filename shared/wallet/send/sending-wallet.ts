import type { Cell, MessageRelaxed, SendMode, StateInit } from '@ton/core';
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { WalletError } from '../errors';

export type SendingWalletVersion = 'v3R1' | 'v3R2' | 'v4R1' | 'v4R2' | 'v5R1';

export interface TransferArgs {
  seqno: number;
  /** Absolute valid_until (unix seconds, chain time). */
  validUntil: number;
  messages: MessageRelaxed[];
  sendMode: SendMode;
  /** Produces the 64-byte ed25519 signature of the signing message. */
  signer: (message: Cell) => Promise<Buffer>;
}

/** What the send pipeline needs of a wallet contract: where it is, how to deploy it, how to sign. */
export interface SendingWallet {
  address: import('@ton/core').Address;
  init: StateInit;
  createTransfer(args: TransferArgs): Promise<Cell>;
}

/**
 * The wallet contract of a version and public key, for mainnet's global id (the local chain
 * presents itself as mainnet). v4R1 has no contract in @ton/ton; it is refused here until the
 * wallet core's versions module (which carries its code) is wired in.
 */
export function openSendingWallet(version: SendingWalletVersion, publicKey: Uint8Array): SendingWallet {
  const key = Buffer.from(publicKey);
  switch (version) {
    case 'v3R1':
      return adapt(WalletContractV3R1.create({ workchain: 0, publicKey: key }));
    case 'v3R2':
      return adapt(WalletContractV3R2.create({ workchain: 0, publicKey: key }));
    case 'v4R2':
      return adapt(WalletContractV4.create({ workchain: 0, publicKey: key }));
    case 'v5R1':
      return adapt(WalletContractV5R1.create({ workchain: 0, publicKey: key }));
    default:
      throw new WalletError('UNSUPPORTED_WALLET_VERSION', { version });
  }
}

interface TonWalletContract {
  address: import('@ton/core').Address;
  init: { code: Cell; data: Cell };
  createTransfer(args: {
    seqno: number;
    timeout: number;
    messages: MessageRelaxed[];
    sendMode: SendMode;
    signer: (message: Cell) => Promise<Buffer>;
  }): Promise<Cell> | Cell;
}

function adapt(contract: TonWalletContract): SendingWallet {
  return {
    address: contract.address,
    init: contract.init,
    createTransfer: async (args) =>
      contract.createTransfer({
        seqno: args.seqno,
        timeout: args.validUntil,
        messages: args.messages,
        sendMode: args.sendMode,
        signer: args.signer,
      }),
  };
}
