import { randomBytes } from 'node:crypto';
import {
  type Address,
  beginCell,
  type Cell,
  external,
  internal,
  SendMode,
  storeMessage,
  toNano,
} from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';

export type TestWalletVersion = 'v5r1' | 'v4r2';

/** A real wallet contract with a fresh key, signing externals the way a client does. */
export interface TestWallet {
  address: Address;
  /** Signed external (with state init while `seqno` is 0), as BOC bytes. */
  transfer(input: {
    seqno: number;
    to: Address;
    value: bigint;
    body?: Cell | string;
    bounce?: boolean;
    validUntil?: number;
    signWith?: Buffer;
  }): Buffer;
}

export function createTestWallet(version: TestWalletVersion): TestWallet {
  const keys = keyPairFromSeed(randomBytes(32));
  const contract =
    version === 'v5r1'
      ? WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey })
      : WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey });
  return {
    address: contract.address,
    transfer(input) {
      const args = {
        seqno: input.seqno,
        secretKey: input.signWith ?? keys.secretKey,
        sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
        messages: [
          internal({ to: input.to, value: input.value, body: input.body, bounce: input.bounce ?? false }),
        ],
        ...(input.validUntil === undefined ? {} : { timeout: input.validUntil }),
      };
      // Both versions take the same signed-transfer arguments; the union of their overloads does not.
      const body =
        contract instanceof WalletContractV5R1
          ? contract.createTransfer(args)
          : contract.createTransfer(args);
      const message = external({
        to: contract.address,
        init: input.seqno === 0 ? contract.init : undefined,
        body,
      });
      return beginCell().store(storeMessage(message)).endCell().toBoc();
    },
  };
}

/** TEP-74 transfer body a wallet sends to its own jetton wallet. */
export function jettonTransferBody(input: {
  to: Address;
  responseTo: Address;
  amount: bigint;
  comment?: string;
}): Cell {
  const forward =
    input.comment === undefined
      ? null
      : beginCell().storeUint(0, 32).storeStringTail(input.comment).endCell();
  return beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(0, 64)
    .storeCoins(input.amount)
    .storeAddress(input.to)
    .storeAddress(input.responseTo)
    .storeMaybeRef(null)
    .storeCoins(toNano('0.01'))
    .storeMaybeRef(forward)
    .endCell();
}
