import { Address, beginCell, comment } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { buildJettonTransferBody } from '../send/transfer-messages';
import type { TonApiEvent } from '../tonapi/tonapi-schemas';
import { reviewTransaction } from './review-transaction';
import {
  event,
  fakeTonapi,
  friend,
  jettonTransfer,
  message,
  prepareReviewedWallet,
  ref,
  request,
  scam,
  shit,
  stranger,
  TON,
  tonTransfer,
  usdt,
  usdtMaster,
  wallet,
} from './review-transaction.test-kit';
import type { GuardFlag, RequestedMessage } from './tonconnect-api';

prepareReviewedWallet();

describe('reviewTransaction (drainer guard)', () => {
  it('a small TON transfer to a known address: no flags, movements and fee from the emulation', async () => {
    const tonapi = fakeTonapi({
      emulated: event([tonTransfer(wallet.rawAddress, friend, 1n * TON)], 5_000_000n, 1n * TON),
      history: [[tonTransfer(friend, wallet.rawAddress, 2n * TON)]],
    });
    const review = await reviewTransaction({ request: request([message(friend, 1n * TON)]), wallet, tonapi });
    expect(tonapi.emulatedBocs).toHaveLength(1);
    expect(review).toEqual({
      outgoing: [
        {
          symbol: 'TON',
          slug: 'ton',
          amount: 1n * TON,
          decimals: 9,
          counterparty: Address.parseRaw(friend).toString({ bounceable: true, urlSafe: true }),
          isUnverified: false,
        },
      ],
      incoming: [],
      fee: 5_000_000n,
      flags: [],
      requiresTypedConfirmation: false,
    });
  });

  const lurePayload = comment('Claim your 500 TON airdrop reward').toBoc().toString('base64');
  const opaque = beginCell().storeUint(0xdeadbeef, 32).storeUint(1, 64).endCell().toBoc().toString('base64');
  const init = beginCell()
    .storeBit(false)
    .storeBit(false)
    .storeBit(false)
    .storeBit(false)
    .storeBit(false)
    .endCell();
  const jettonBody = buildJettonTransferBody({
    sender: Address.parseRaw(friend),
    recipient: Address.parseRaw(stranger),
    jettonAmount: 5n,
    queryId: 0n,
  })
    .toBoc()
    .toString('base64');

  it.each<{
    name: string;
    messages: () => RequestedMessage[];
    emulated: () => TonApiEvent | Error;
    history?: () => unknown[][];
    jettons?: { master: string; balance: bigint }[];
    flags: GuardFlag[];
    typed: boolean;
  }>([
    {
      name: 'emulation throws',
      messages: () => [message(friend, 1n)],
      emulated: () => new Error('tonapi down'),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['emulation-failed'],
      typed: true,
    },
    {
      name: 'emulation returns no actions',
      messages: () => [message(friend, 1n)],
      emulated: () => event([]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['emulation-failed'],
      typed: true,
    },
    {
      name: 'sweeps 60 % of TON to a new address',
      messages: () => [message(stranger, 6n * TON)],
      emulated: () => event([tonTransfer(wallet.rawAddress, stranger, 6n * TON)]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['sweep-to-new-address'],
      typed: true,
    },
    {
      name: 'sends 60 % of TON to an address used before',
      messages: () => [message(friend, 6n * TON)],
      emulated: () => event([tonTransfer(wallet.rawAddress, friend, 6n * TON)]),
      history: () => [[tonTransfer(wallet.rawAddress, friend, 1n)]],
      flags: [],
      typed: false,
    },
    {
      name: 'sends 40 % of TON to a new address',
      messages: () => [message(stranger, 4n * TON)],
      emulated: () => event([tonTransfer(wallet.rawAddress, stranger, 4n * TON)]),
      flags: [],
      typed: false,
    },
    {
      name: 'sends all of its USDT to a new address',
      messages: () => [message(friend, 50_000_000n, { payload: jettonBody })],
      emulated: () => event([jettonTransfer(wallet.rawAddress, stranger, 100n, usdt)]),
      jettons: [{ master: usdtMaster, balance: 100n }],
      flags: ['sweep-to-new-address'],
      typed: true,
    },
    {
      name: 'sends part of its USDT to a new address',
      messages: () => [message(friend, 50_000_000n, { payload: jettonBody })],
      emulated: () => event([jettonTransfer(wallet.rawAddress, stranger, 40n, usdt)]),
      jettons: [{ master: usdtMaster, balance: 100n }],
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: [],
      typed: false,
    },
    {
      name: 'a lure comment',
      messages: () => [
        message(friend, 1n, { payload: lurePayload, comment: 'Claim your 500 TON airdrop reward' }),
      ],
      emulated: () =>
        event([tonTransfer(wallet.rawAddress, friend, 1n, 'Claim your 500 TON airdrop reward')]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['lure-comment'],
      typed: true,
    },
    {
      name: 'the test-only scam address',
      messages: () => [message(scam, 1n)],
      emulated: () => event([tonTransfer(wallet.rawAddress, scam, 1n)]),
      history: () => [[tonTransfer(scam, wallet.rawAddress, 1n)]],
      flags: ['known-scam-address'],
      typed: true,
    },
    {
      name: 'an account tonapi marks as scam',
      messages: () => [message(friend, 1n)],
      emulated: () =>
        event([
          {
            ...tonTransfer(wallet.rawAddress, friend, 1n),
            TonTransfer: {
              sender: ref(wallet.rawAddress),
              recipient: ref(friend, { is_scam: true }),
              amount: 1n,
            },
          },
        ]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['known-scam-address'],
      typed: true,
    },
    {
      name: 'an unverified jetton arrives',
      messages: () => [message(friend, 1n)],
      emulated: () =>
        event([
          tonTransfer(wallet.rawAddress, friend, 1n),
          jettonTransfer(stranger, wallet.rawAddress, 10n, shit),
        ]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['unverified-jetton'],
      typed: false,
    },
    {
      name: 'an opaque payload',
      messages: () => [message(friend, 1n, { payload: opaque })],
      emulated: () => event([tonTransfer(wallet.rawAddress, friend, 1n)]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['unknown-payload'],
      typed: false,
    },
    {
      name: 'a state init',
      messages: () => [message(friend, 1n, { stateInit: init.toBoc().toString('base64') })],
      emulated: () => event([tonTransfer(wallet.rawAddress, friend, 1n)]),
      history: () => [[tonTransfer(friend, wallet.rawAddress, 1n)]],
      flags: ['unknown-payload'],
      typed: false,
    },
  ])('$name → $flags', async ({ messages, emulated, history, jettons, flags, typed }) => {
    const tonapi = fakeTonapi({ emulated: emulated(), history: history?.() ?? [], jettons: jettons ?? [] });
    const review = await reviewTransaction({ request: request(messages()), wallet, tonapi });
    expect(review.flags).toEqual(flags);
    expect(review.requiresTypedConfirmation).toBe(typed);
  });

  it('without an emulation the requested TON is what it shows leaving, and the fee is 0', async () => {
    const tonapi = fakeTonapi({ emulated: new Error('down'), balance: 10n * TON });
    const review = await reviewTransaction({
      request: request([message(stranger, 9n * TON)]),
      wallet,
      tonapi,
    });
    expect(review.outgoing).toMatchObject([{ slug: 'ton', amount: 9n * TON }]);
    expect(review.fee).toBe(0n);
    expect(review.flags).toEqual(['emulation-failed', 'sweep-to-new-address']);
  });
});
