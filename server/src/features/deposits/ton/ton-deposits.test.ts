import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { depositAddressSchema, transactionSchema } from '@ferry/shared/contracts';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTonChain } from '../../../providers/ton-chain/local-ton-chain';
import type { CommittedTrace, TonChain } from '../../../providers/ton-chain/ton-chain';
import {
  callSandbox,
  createDepositsClient,
  expectLedgerBalanced,
  transfersOf,
} from '../../../test-support/deposits.test-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createTonDepositsModule } from './ton-deposits.module';
import { createTestWallet, type TestWallet } from './ton-deposits.test-kit';

/** n: the catalogue's confirmations for TON deposits, raised from the seeded 1 to show the count. */
const CONFIRMATIONS = 3;
const overrides = {
  paywayCurrencies: ['TON', 'USDT'].map((currency) => ({
    payway: 'crypto',
    currency,
    direction: 'deposit',
    network: 'TON',
    confirmations: CONFIRMATIONS,
  })),
};

let dataDir: string;
let chain: TonChain;
let testApp: TestApp;
const nowMs = Date.now();
const traces: CommittedTrace[] = [];
const elsewhere = Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ton-deposits-'));
  chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
  chain.onCommitted((trace) => traces.push(trace));
  testApp = await createTestApp({
    watchedTonChain: chain,
    environment: { CATALOGUE_OVERRIDES: JSON.stringify(overrides) },
  });
}, 60_000);
afterAll(async () => {
  await testApp.dispose();
  await chain.close();
  await rm(dataDir, { recursive: true, force: true });
});

const settle = () => testApp.worker('ton-deposit-confirmations').runOnce();
/** One more committed trace elsewhere: the local chain's next block. */
async function nextBlock() {
  await chain.faucet({ to: elsewhere, amount: toNano('0.01') });
  await settle();
}

async function newClient() {
  const login = await testApp.signIn();
  return { client: createDepositsClient(testApp, login), profileId: login.profiles_id[0] as string };
}

async function addressOf(client: ReturnType<typeof createDepositsClient>, currency: string) {
  const { status, body } = await client.get(`deposit-address?currency=${currency}&network=TON`);
  expect(status).toBe(200);
  return depositAddressSchema.parse(body);
}

async function fundedWallet(usdt?: bigint): Promise<TestWallet> {
  const wallet = createTestWallet(chain);
  await wallet.fund(toNano('50'), usdt);
  await settle();
  return wallet;
}

async function onlyTransactionOf(profileId: string) {
  const rows = await testApp.context.db
    .selectFrom('transactions')
    .select(['external_id', 'status'])
    .where('profile_id', '=', profileId)
    .execute();
  expect(rows).toHaveLength(1);
  return rows[0] as { external_id: string; status: string };
}

describe('TON deposits from the local chain', () => {
  it('gives TON and USDT the hot wallet of their currency, a memo per profile', async () => {
    const alice = await newClient();
    const bob = await newClient();
    const ton = await addressOf(alice.client, 'TON');
    const usdt = await addressOf(alice.client, 'USDT');
    expect(ton.address).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);
    expect(usdt.address).not.toBe(ton.address);
    expect(ton.confirmations).toBe(CONFIRMATIONS);
    const bobs = await addressOf(bob.client, 'TON');
    expect(bobs.address).toBe(ton.address);
    expect(bobs.memo).not.toBe(ton.memo);
    // No made-up TON transfers once the chain is watched; other networks keep the simulation.
    const madeUp = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TON',
      currency: 'TON',
      address: ton.address,
      memo: ton.memo,
      amount: '5',
      tx_hash: 'a'.repeat(64),
    });
    expect([madeUp.status, madeUp.body.error?.code]).toEqual([422, 'UNAVAILABLE_PWCU']);
    const stored = await testApp.context.db.selectFrom('ton_hot_wallets').selectAll().execute();
    expect(stored.map((row) => row.currency).sort()).toEqual(['TON', 'USDT']);
    expect(stored.every((row) => row.sealed_secret_key.startsWith('v1.'))).toBe(true);
  });

  it('credits a TON deposit with its memo after n confirmations, exactly once, also across a restart', async () => {
    const { client, profileId } = await newClient();
    const target = await addressOf(client, 'TON');
    const sender = await fundedWallet();
    const { eventId } = await sender.sendTon(Address.parse(target.address), toNano('5'), target.memo ?? '');
    await settle();

    const { external_id: id } = await onlyTransactionOf(profileId);
    const view = async () => transactionSchema.parse((await client.get(`transactions/${id}`)).body);
    expect(await view()).toMatchObject({
      type: 'PAYIN',
      status: 'PROCESSING',
      network: 'TON',
      amount: '5',
      requisite: { confirmations: 0, required_confirmations: CONFIRMATIONS, memo: target.memo },
    });
    for (let block = 1; block < CONFIRMATIONS; block += 1) {
      await nextBlock();
      expect((await view()).requisite).toMatchObject({ confirmations: block });
      expect(await client.balances()).toEqual({});
    }
    await nextBlock();
    expect(await view()).toMatchObject({ status: 'DONE', requisite: { confirmations: CONFIRMATIONS } });
    expect(await client.balances()).toEqual({ TON: '5' });

    // The same trace again, and a restarted module (its own watcher over the same database).
    const trace = traces.find((candidate) => candidate.eventId === eventId);
    if (!trace) throw new Error('the deposit trace was not seen');
    const restarted = await createTonDepositsModule(testApp.context, { chain });
    await restarted.watcher?.replay(trace);
    await restarted.watcher?.confirmPending();
    restarted.watcher?.stop();
    expect(restarted.hotWallets?.TON.friendly).toBe(target.address);
    await settle();
    expect(await client.balances()).toEqual({ TON: '5' });
    expect(await transfersOf(testApp, id)).toEqual([
      { kind: 'credit', amount: '5000000000', currency: 'TON' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('credits a USDT jetton deposit whose forward payload carries the memo', async () => {
    const { client, profileId } = await newClient();
    const target = await addressOf(client, 'USDT');
    const sender = await fundedWallet(100_000_000n);
    await sender.sendUsdt(Address.parse(target.address), 25_500_000n, target.memo ?? '');
    await settle();
    const { external_id: id } = await onlyTransactionOf(profileId);
    for (let block = 0; block < CONFIRMATIONS; block += 1) await nextBlock();
    expect((await client.get(`transactions/${id}`)).body).toMatchObject({
      status: 'DONE',
      currency: 'USDT',
      network: 'TON',
      amount: '25.5',
    });
    expect(await client.balances()).toEqual({ USDT: '25.5' });
    expect(await transfersOf(testApp, id)).toEqual([
      { kind: 'credit', amount: '25500000', currency: 'USDT' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('credits nobody for a deposit without a known memo; its sender claims it with a signature, once', async () => {
    const sender = await fundedWallet();
    const target = await addressOf((await newClient()).client, 'TON');
    const hot = Address.parse(target.address);
    await sender.sendTon(hot, toNano('3'));
    await sender.sendTon(hot, toNano('4'), 'not-a-memo');
    await settle();
    const unclaimed = await testApp.context.db
      .selectFrom('ton_chain_deposits')
      .select(['status', 'transaction_id'])
      .where('sender', '=', sender.address.toRawString())
      .execute();
    expect(unclaimed).toEqual([
      { status: 'unclaimed', transaction_id: null },
      { status: 'unclaimed', transaction_id: null },
    ]);

    const claimant = await newClient();
    const listed = await claimant.client.get(`ton-deposits/unclaimed?sender=${sender.friendly}`);
    expect(listed.status).toBe(200);
    const deposits = listed.body.deposits as { id: string; amount: string; comment: string | null }[];
    expect(deposits.map((deposit) => [deposit.amount, deposit.comment]).sort()).toEqual([
      ['3', null],
      ['4', 'not-a-memo'],
    ]);
    const memoLess = deposits.find((deposit) => deposit.comment === null) as { id: string };

    const domain = new URL(testApp.config.publicUrl).host;
    const challengeOf = async () => {
      const answer = await claimant.client.post(`ton-deposits/unclaimed/${memoLess.id}/challenge`, {});
      expect(answer.status).toBe(200);
      return answer.body as { challenge_id: string; text: string };
    };
    const claimBody = (
      challenge: { challenge_id: string; text: string },
      wallet: TestWallet,
      kind = 'sign_data',
    ) => {
      const timestamp = Math.floor(nowMs / 1000);
      return {
        challenge_id: challenge.challenge_id,
        kind,
        address: sender.friendly,
        domain,
        timestamp,
        signature: wallet.signText({
          kind: kind as 'sign_data' | 'ton_proof',
          domain,
          timestamp,
          text: challenge.text,
        }),
      };
    };
    const claim = (body: unknown) =>
      claimant.client.post(`ton-deposits/unclaimed/${memoLess.id}/claim`, body);

    // Signed by another key: refused, nothing credited.
    const forger = createTestWallet(chain);
    const forged = await claim(claimBody(await challengeOf(), forger));
    expect([forged.status, forged.body.error?.code, forged.body.error?.details]).toEqual([
      422,
      'PAYIN_VERIFICATION_ERROR',
      { reason: 'signature_invalid' },
    ]);
    // An expired challenge.
    const stale = await challengeOf();
    await testApp.context.db
      .updateTable('ton_claim_challenges')
      .set({ expires_at: new Date(nowMs - 1_000) })
      .where('id', '=', stale.challenge_id)
      .execute();
    const late = await claim(claimBody(stale, sender));
    expect([late.status, late.body.error?.code]).toEqual([403, 'ACCESS_DENIED']);
    expect(await claimant.client.balances()).toEqual({});

    const claimed = await claim(claimBody(await challengeOf(), sender, 'ton_proof'));
    expect(claimed.status).toBe(200);
    const transaction = transactionSchema.parse(claimed.body.transaction);
    // Claimed before the chain has its confirmations: the deposit waits for them like any other.
    expect(transaction).toMatchObject({ type: 'PAYIN', status: 'PROCESSING', amount: '3', network: 'TON' });
    expect(await claimant.client.balances()).toEqual({});
    for (let block = 0; block < CONFIRMATIONS; block += 1) await nextBlock();
    expect((await claimant.client.get(`transactions/${transaction.id}`)).body).toMatchObject({
      status: 'DONE',
    });
    expect(await claimant.client.balances()).toEqual({ TON: '3' });

    // A second claim: no new challenge, and the old one names a deposit no longer unclaimed.
    const noChallenge = await claimant.client.post(`ton-deposits/unclaimed/${memoLess.id}/challenge`, {});
    expect([noChallenge.status, noChallenge.body.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    const again = await claim(claimBody(stale, sender));
    expect([again.status, again.body.error?.details]).toEqual([409, { reason: 'already_claimed' }]);
    const missing = await claimant.client.post(`ton-deposits/unclaimed/${'0'.repeat(64)}/challenge`, {});
    expect([missing.status, missing.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    await settle();
    expect(await claimant.client.balances()).toEqual({ TON: '3' });
    expect(await transfersOf(testApp, transaction.id)).toEqual([
      { kind: 'credit', amount: '3000000000', currency: 'TON' },
    ]);
    await expectLedgerBalanced(testApp);
  });
});
