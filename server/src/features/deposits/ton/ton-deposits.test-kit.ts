import { randomBytes } from 'node:crypto';
import { Address, beginCell, type Cell, external, internal, SendMode, storeMessage, toNano } from '@ton/core';
import { type KeyPair, keyPairFromSeed, sign } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import type { TonChain } from '../../../providers/ton-chain/ton-chain';
import { type ClaimSignatureKind, signedDigest } from './claim-signature';

/** TEP-74 jetton transfer. */
const JETTON_TRANSFER = 0x0f8a7ea5;

const commentCell = (text: string) => beginCell().storeUint(0, 32).storeStringTail(text).endCell();

/**
 * A person's own v5R1 wallet on the local chain, signing real external messages: what sends
 * deposits to Ferry in the tests, and signs claim texts the way a TON Connect wallet does.
 */
export function createTestWallet(chain: TonChain) {
  const keyPair: KeyPair = keyPairFromSeed(randomBytes(32));
  const contract = WalletContractV5R1.create({ workchain: 0, publicKey: keyPair.publicKey });
  const address = contract.address;

  async function send(to: Address, value: bigint, body?: Cell) {
    const seqno = await chain.getSeqno(address);
    const transfer = contract.createTransfer({
      seqno,
      secretKey: keyPair.secretKey,
      sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
      messages: [internal({ to, value, bounce: false, ...(body ? { body } : {}) })],
    });
    const message = external({
      to: address,
      ...(seqno === 0 ? { init: contract.init } : {}),
      body: transfer,
    });
    return chain.sendExternal(beginCell().store(storeMessage(message)).endCell().toBoc());
  }

  return {
    keyPair,
    address,
    friendly: address.toString({ bounceable: false, testOnly: false }),
    async fund(ton: bigint, usdtUnits?: bigint) {
      await chain.faucet({ to: address, amount: ton });
      if (usdtUnits !== undefined) await chain.faucet({ to: address, amount: usdtUnits, jetton: 'USDT' });
    },
    /** TON with an optional text comment (the memo). */
    sendTon(to: Address, amount: bigint, comment?: string) {
      return send(to, amount, comment === undefined ? undefined : commentCell(comment));
    },
    /** USDT to `to` (an owner address), the comment in the forward payload, with a forward amount. */
    async sendUsdt(to: Address, units: bigint, comment?: string) {
      const balances = await chain.getJettonBalances(address);
      const own = balances.find((balance) => balance.jetton.address === chain.usdtMaster.toRawString());
      if (!own) throw new Error('The test wallet holds no USDT');
      const body = beginCell()
        .storeUint(JETTON_TRANSFER, 32)
        .storeUint(0, 64)
        .storeCoins(units)
        .storeAddress(to)
        .storeAddress(address)
        .storeBit(false)
        .storeCoins(toNano('0.01'))
        .storeMaybeRef(comment === undefined ? null : commentCell(comment))
        .endCell();
      return send(Address.parse(own.wallet_address.address), toNano('0.1'), body);
    },
    /** A signature of `text` as a TON Connect wallet gives it, base64. */
    signText(input: { kind: ClaimSignatureKind; domain: string; timestamp: number; text: string }) {
      return sign(signedDigest({ ...input, address }), keyPair.secretKey).toString('base64');
    },
  };
}

export type TestWallet = ReturnType<typeof createTestWallet>;
