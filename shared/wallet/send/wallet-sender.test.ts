import { beginCell, toNano } from '@ton/core';
import { signVerify } from '@ton/crypto';
import { describe, expect, it } from 'vitest';
import type { WalletVersion } from '../versions';
import { MESSAGE_LIFETIME_SECONDS } from './send-constants';
import { openSendingWallet } from './sending-wallet';
import { createWalletSender } from './wallet-sender';
import {
  CHAIN_NOW,
  cellOf,
  FEE,
  fakeTonApi,
  instantClock,
  KEYS,
  must,
  RECIPIENT,
  readExternal,
  readOutgoing,
  signedPartOfV5,
  v5SignatureOf,
} from './wallet-sender.test-kit';

const VERSIONS: WalletVersion[] = ['v3R1', 'v3R2', 'v4R1', 'v4R2', 'v5R1'];

describe('createWalletSender', () => {
  it.each(VERSIONS)(
    '%s: quotes the fee from emulation and signs a message the key verifies',
    async (version) => {
      const wallet = openSendingWallet(version, KEYS.publicKey);
      const { client, chain } = fakeTonApi(wallet.address);
      const sender = createWalletSender({ tonApi: client });
      const request = {
        version,
        publicKey: KEYS.publicKey,
        to: RECIPIENT,
        token: 'ton' as const,
        amount: toNano('1.5'),
        comment: 'hi',
      };

      const quote = await sender.quote(request);
      expect(quote.feeNano).toBe(FEE);
      expect(quote.maxAmount).toBe(toNano('10') - FEE);
      expect(quote.walletAddress).toBe(wallet.address.toString({ bounceable: false }));

      const sent = await sender.send(request, KEYS, { intervalMs: 1, clock: instantClock() });
      expect(sent.validUntil).toBe(CHAIN_NOW + MESSAGE_LIFETIME_SECONDS);
      const { message, body } = readExternal(must(chain.sent[0]));
      expect(message.info.dest?.toString()).toBe(wallet.address.toString());
      expect(message.init).toBeFalsy();
      expect(sent.messageHash).toBe(cellOf(must(chain.sent[0])).hash().toString('hex'));
      // v5R1 puts the signature last, v3/v4 first.
      const slice = body.beginParse();
      const signature = version === 'v5R1' ? null : slice.loadBuffer(64);
      const signed = version === 'v5R1' ? signedPartOfV5(body) : beginCell().storeSlice(slice).endCell();
      const v5Signature = version === 'v5R1' ? v5SignatureOf(body) : null;
      expect(signVerify(signed.hash(), must(signature ?? v5Signature ?? undefined), KEYS.publicKey)).toBe(
        true,
      );
      expect(readOutgoing(must(chain.sent[0])).value).toBe(toNano('1.5'));
      await sent.done;
    },
  );

  it('deploys an undeployed wallet with its first message (seqno 0, state init)', async () => {
    const wallet = openSendingWallet('v5R1', KEYS.publicKey);
    const { client, chain } = fakeTonApi(wallet.address, { deployed: false, seqno: 99 });
    const sent = await createWalletSender({ tonApi: client }).send(
      { version: 'v5R1', publicKey: KEYS.publicKey, to: RECIPIENT, token: 'ton', amount: 1n },
      KEYS,
      { intervalMs: 1, clock: instantClock() },
    );
    expect(readExternal(must(chain.sent[0])).message.init).toBeTruthy();
    await sent.done;
  });

  it.each([
    ['amount over balance', { balance: toNano('1') }, toNano('2'), 'INSUFFICIENT_BALANCE'],
    ['amount fits, fee does not', { balance: toNano('1') }, toNano('1') - FEE + 1n, 'NOT_ENOUGH_TON_FOR_FEE'],
    ['tonapi offline', { status: { rest_online: false, indexing_latency: 0 } }, 1n, 'TONAPI_UNAVAILABLE'],
    ['indexer too late', { status: { rest_online: true, indexing_latency: 3270 } }, 1n, 'TONAPI_UNAVAILABLE'],
    ['zero amount', {}, 0n, 'INVALID_AMOUNT'],
  ])('TON quote refused: %s', async (_name, chainState, amount, code) => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address, chainState);
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).rejects.toMatchObject({ code });
  });

  it('exactly amount + fee is enough', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address, { balance: toNano('1') });
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount: toNano('1') - FEE,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).resolves.toMatchObject({
      feeNano: FEE,
    });
  });

  it('refuses to send from a read-only LockupV1 wallet', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address);
    const request = {
      version: 'LockupV1' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount: 1n,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).rejects.toMatchObject({
      code: 'VERSION_CANNOT_SEND',
    });
  });

  it('refuses a recipient that is not an address', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address);
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: 'UQnot-an-address',
      token: 'ton' as const,
      amount: 1n,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).rejects.toMatchObject({
      code: 'INVALID_RECIPIENT_ADDRESS',
    });
  });
});
