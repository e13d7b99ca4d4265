import {
  type Address,
  beginCell,
  Cell,
  contractAddress,
  loadMessage,
  loadOutList,
  type MessageRelaxed,
  type StateInit,
} from '@ton/core';
import { signVerify } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { GaslessRefusal } from './gasless-refusal';

/** W5's `signed_internal` op ("sint"). */
const SIGNED_INTERNAL_OP = 0x73696e74;
const SIGNATURE_BITS = 512;

/** What a wallet signed for the relay to deliver. */
export interface SignedInternal {
  wallet: Address;
  /** The wallet's state init, present while it is not deployed (the relay deploys it). */
  init: StateInit | undefined;
  /** The signed body, delivered as is. */
  body: Cell;
  seqno: number;
  validUntil: number;
  messages: MessageRelaxed[];
}

/** The W5 wallet of a public key, as wallets on mainnet derive it. */
export function w5WalletOf(publicKeyHex: string) {
  if (!/^[0-9a-fA-F]{64}$/.test(publicKeyHex))
    throw new GaslessRefusal(400, 'wallet_public_key must be 32 bytes in hex');
  return WalletContractV5R1.create({ workchain: 0, publicKey: Buffer.from(publicKeyHex, 'hex') });
}

/**
 * Reads the wallet's external message and checks it the way the wallet contract will: it goes
 * to the W5 wallet of `publicKeyHex` (with that wallet's own state init, if any), its body is a
 * `signed_internal` whose signature the key made, and it holds only plain message sends. A body
 * the contract would not accept is refused here, before the relay spends any TON on it: W5 treats
 * a badly signed internal message as a plain top-up, so the relay's TON would stay in the wallet.
 */
export function readSignedInternal(boc: Buffer, publicKeyHex: string): SignedInternal {
  const wallet = w5WalletOf(publicKeyHex);
  let message: ReturnType<typeof loadMessage>;
  try {
    const [root, ...rest] = Cell.fromBoc(boc);
    if (!root || rest.length > 0) throw new Error('one root cell');
    message = loadMessage(root.beginParse());
  } catch {
    throw new GaslessRefusal(400, 'boc is not an external message');
  }
  if (message.info.type !== 'external-in') throw new GaslessRefusal(400, 'boc is not an external message');
  if (!message.info.dest.equals(wallet.address))
    throw new GaslessRefusal(400, 'the message is not for the W5 wallet of wallet_public_key');
  const init = message.init ?? undefined;
  if (init && !contractAddress(0, init).equals(wallet.address))
    throw new GaslessRefusal(400, 'the state init is not the wallet’s');

  const slice = message.body.beginParse();
  if (slice.remainingBits < 32 + 32 + 32 + 32 + SIGNATURE_BITS)
    throw new GaslessRefusal(400, 'the body is too short to be a signed internal message');
  const signedBits = slice.remainingBits - SIGNATURE_BITS;
  const signed = beginCell().storeBits(slice.loadBits(signedBits));
  for (const ref of message.body.refs) signed.storeRef(ref);
  const signature = slice.loadBuffer(SIGNATURE_BITS / 8);
  const signedCell = signed.endCell();
  if (!signVerify(signedCell.hash(), signature, Buffer.from(publicKeyHex, 'hex')))
    throw new GaslessRefusal(400, 'the signature is not the wallet key’s');

  const fields = signedCell.beginParse();
  if (fields.loadUint(32) !== SIGNED_INTERNAL_OP)
    throw new GaslessRefusal(400, 'the body is not a signed internal message (W5)');
  fields.skip(32); // wallet id: the contract compares it with its own
  const validUntil = fields.loadUint(32);
  const seqno = fields.loadUint(32);
  const outList = fields.loadMaybeRef();
  if (fields.loadBit() || fields.remainingRefs > 0)
    throw new GaslessRefusal(400, 'extended actions (extensions, key changes) are not relayed');
  const actions = outList ? loadOutList(outList.beginParse()) : [];
  const messages = actions.map((action) => {
    if (action.type !== 'sendMsg') throw new GaslessRefusal(400, 'only message sends are relayed');
    return action.outMsg;
  });
  return { wallet: wallet.address, init, body: message.body, seqno, validUntil, messages };
}
