import { depositAddressSchema, transactionSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callSandbox,
  createDepositsClient,
  expectLedgerBalanced,
  transfersOf,
} from '../../test-support/deposits.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

async function newClient() {
  return createDepositsClient(testApp, await testApp.signIn());
}

async function addressOf(client: ReturnType<typeof createDepositsClient>, currency: string, network: string) {
  const { status, body } = await client.get(`deposit-address?currency=${currency}&network=${network}`);
  expect(status).toBe(200);
  return depositAddressSchema.parse(body);
}

describe('GET deposit-address', () => {
  it('gives each profile one permanent, network-shaped address per currency and network', async () => {
    const alice = await newClient();
    const bob = await newClient();
    const trc = await addressOf(alice, 'USDT', 'TRC20');
    expect(trc.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(trc.memo).toBeNull();
    expect(trc.confirmations).toBe(19);
    expect(await addressOf(alice, 'USDT', 'TRC20')).toEqual(trc);
    expect((await addressOf(bob, 'USDT', 'TRC20')).address).not.toBe(trc.address);
    expect((await addressOf(alice, 'USDT', 'ERC20')).address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await addressOf(alice, 'BTC', 'BTC')).address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  });

  it('gives TON a shared address and a memo per profile', async () => {
    const alice = await addressOf(await newClient(), 'TON', 'TON');
    const bob = await addressOf(await newClient(), 'TON', 'TON');
    expect(alice.address).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);
    expect(bob.address).toBe(alice.address);
    expect(alice.memo).toMatch(/^\d{10}$/);
    expect(bob.memo).not.toBe(alice.memo);
  });

  it.each([
    ['currency=USDT&network=DOGE', 422, 'UNAVAILABLE_PWCU'],
    ['currency=EUR&network=ERC20', 422, 'CURRENCY_DEPOSIT_UNAVAILABLE'],
    ['currency=NOPE&network=ERC20', 404, 'NOT_FOUND'],
    ['currency=USDT', 400, 'VALIDATION_ERROR'],
  ])('refuses %s with %i %s and makes no address', async (query, status, code) => {
    const client = await newClient();
    const answer = await client.get(`deposit-address?${query}`);
    expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    const rows = await testApp.context.db
      .selectFrom('deposit_addresses')
      .select('id')
      .where('currency', '=', 'EUR')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('crypto deposits', () => {
  it('credits a transfer only once it has the network’s confirmations', async () => {
    const client = await newClient();
    const target = await addressOf(client, 'USDT', 'TON');
    const txHash = `ton-tx-${crypto.randomUUID()}`;
    const sent = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TON',
      currency: 'USDT',
      address: target.address,
      memo: target.memo,
      amount: '25.5',
      tx_hash: txHash,
    });
    expect(sent.status).toBe(200);
    const seen = transactionSchema.parse(sent.body.transaction);
    expect(seen).toMatchObject({
      type: 'PAYIN',
      status: 'PROCESSING',
      hash: txHash,
      network: 'TON',
      amount: '25.5',
    });
    // The same transfer reported again is the same deposit.
    const repeated = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TON',
      currency: 'USDT',
      address: target.address,
      memo: target.memo,
      amount: '25.5',
      tx_hash: txHash,
    });
    expect(repeated.body).toMatchObject({ is_new: false, transaction: { id: seen.id } });

    const worker = testApp.worker('crypto-confirmations');
    const status = async () =>
      (await client.get(`transactions/${seen.id}`)).body as {
        status: string;
        requisite: { confirmations: number };
      };
    for (let pass = 1; pass < target.confirmations; pass += 1) {
      await worker.runOnce();
      expect(await client.balances()).toEqual({});
    }
    expect((await status()).status).toBe('PROCESSING');
    await worker.runOnce();
    expect((await status()).status).toBe('DONE');
    expect((await status()).requisite.confirmations).toBe(target.confirmations);
    expect(await client.balances()).toEqual({ USDT: '25.5' });
    await worker.runOnce();
    expect(await client.balances()).toEqual({ USDT: '25.5' });
    expect(await transfersOf(testApp, seen.id)).toEqual([
      { kind: 'credit', amount: '25500000', currency: 'USDT' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('keeps a transfer below the minimum deposit in suspense once confirmed', async () => {
    const client = await newClient();
    const target = await addressOf(client, 'USDT', 'TRC20');
    const sent = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TRC20',
      currency: 'USDT',
      address: target.address,
      amount: '0.5',
    });
    const id = (sent.body.transaction as { id: string }).id;
    for (let pass = 0; pass < target.confirmations; pass += 1)
      await testApp.worker('crypto-confirmations').runOnce();
    expect((await client.get(`transactions/${id}`)).body).toMatchObject({
      status: 'ACTION_REQUIRED',
      failure_code: 'PAYIN_MIN_TECH_LIMIT_VIOLATION',
    });
    expect(await client.balances()).toEqual({});
    await expectLedgerBalanced(testApp);
  });

  it('answers ADDRESS_NOT_FOUND for a transfer to an address nobody owns', async () => {
    const { status, body } = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TRC20',
      currency: 'USDT',
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      amount: '10',
    });
    expect([status, body.error?.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
  });
});
