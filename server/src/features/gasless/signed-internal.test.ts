import { beginCell, type Cell, external, internal, SendMode, storeMessage, toNano } from '@ton/core';
import { keyPairFromSeed, sign } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { describe, expect, it } from 'vitest';
import { GaslessRefusal } from './gasless-refusal';
import { readSignedInternal } from './signed-internal';

const KEYS = keyPairFromSeed(Buffer.alloc(32, 7));
const OTHER = keyPairFromSeed(Buffer.alloc(32, 8));
const WALLET = WalletContractV5R1.create({ workchain: 0, publicKey: KEYS.publicKey });
const KEY_HEX = KEYS.publicKey.toString('hex');
const TO = WalletContractV5R1.create({ workchain: 0, publicKey: OTHER.publicKey }).address;

async function signedBody(authType: 'internal' | 'external', secretKey = KEYS.secretKey): Promise<Cell> {
  return WALLET.createTransfer({
    seqno: 4,
    timeout: 1_900_000_000,
    messages: [internal({ to: TO, value: toNano('0.05'), body: beginCell().storeUint(0, 32).endCell() })],
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    signer: async (message) => sign(message.hash(), secretKey),
    authType,
  });
}

function externalOf(body: Cell, withInit = false): Buffer {
  const message = external({ to: WALLET.address, body, init: withInit ? WALLET.init : undefined });
  return beginCell().store(storeMessage(message)).endCell().toBoc();
}

function refusalOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof GaslessRefusal) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('reading what a W5 wallet signed for the relay', () => {
  it('reads a signed internal message: seqno, valid_until, the messages, the state init', async () => {
    const signed = readSignedInternal(externalOf(await signedBody('internal'), true), KEY_HEX);
    expect(signed.wallet.equals(WALLET.address)).toBe(true);
    expect(signed).toMatchObject({ seqno: 4, validUntil: 1_900_000_000 });
    expect(signed.messages).toHaveLength(1);
    expect(signed.init?.code?.equals(WALLET.init.code)).toBe(true);
  });

  it('refuses a body signed by another key', async () => {
    const body = await signedBody('internal', OTHER.secretKey);
    expect(refusalOf(() => readSignedInternal(externalOf(body), KEY_HEX))).toMatch(/signature/);
  });

  it('refuses one bit changed after signing', async () => {
    const body = await signedBody('internal');
    const slice = body.beginParse();
    const bits = slice.loadBits(slice.remainingBits);
    const flipped = beginCell()
      .storeUint(bits.at(40) ? 0 : 1, 1)
      .endCell();
    const tampered = beginCell().storeBits(bits.substring(0, 40)).storeSlice(flipped.beginParse());
    tampered.storeBits(bits.substring(41, bits.length - 41));
    for (const ref of body.refs) tampered.storeRef(ref);
    expect(refusalOf(() => readSignedInternal(externalOf(tampered.endCell()), KEY_HEX))).toMatch(/signature/);
  });

  it('refuses a body signed for an external message (the relay cannot deliver it)', async () => {
    const body = await signedBody('external');
    expect(refusalOf(() => readSignedInternal(externalOf(body), KEY_HEX))).toMatch(/not a signed internal/);
  });

  it('refuses a message for another wallet, or a state init that is not the wallet’s', async () => {
    const body = await signedBody('internal');
    expect(refusalOf(() => readSignedInternal(externalOf(body), OTHER.publicKey.toString('hex')))).toMatch(
      /not for the W5 wallet/,
    );
    const foreignInit = WalletContractV5R1.create({ workchain: 0, publicKey: OTHER.publicKey }).init;
    const message = external({ to: WALLET.address, body, init: foreignInit });
    const boc = beginCell().store(storeMessage(message)).endCell().toBoc();
    expect(refusalOf(() => readSignedInternal(boc, KEY_HEX))).toMatch(/state init/);
  });

  it('refuses what is not a message at all', () => {
    expect(refusalOf(() => readSignedInternal(Buffer.from('b5ee9c72', 'hex'), KEY_HEX))).toMatch(/external/);
    expect(refusalOf(() => readSignedInternal(Buffer.alloc(0), 'zz'))).toMatch(/public_key/);
  });
});
