import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { depositAddressSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTonChain } from '../../../providers/ton-chain/local-ton-chain';
import type { TonChain } from '../../../providers/ton-chain/ton-chain';
import { tonChainHandleOf } from '../../../providers/ton-chain/ton-chain-handle';
import {
  callSandbox,
  createDepositsClient,
  expectLedgerBalanced,
} from '../../../test-support/deposits.test-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// The product server (start-server) watches its own sandbox chain: TON deposit addresses are the
// hot wallets, a sandbox crypto transfer is sent on the chain for real, and a deposit still
// confirming gets the chain's next block (nobody else makes blocks there).
let dataDir: string;
let chain: TonChain;
let testApp: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ton-sandbox-world-'));
  chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
  testApp = await createTestApp({ tonChain: tonChainHandleOf(chain), isWatchingOwnTonChain: true });
}, 60_000);
afterAll(async () => {
  await testApp.dispose();
  await chain.close();
  await rm(dataDir, { recursive: true, force: true });
});

const confirmations = () => testApp.worker('ton-deposit-confirmations').runOnce();

describe('the product server watching its own sandbox TON chain', () => {
  it.each([
    ['TON', '5'],
    ['USDT', '12.5'],
  ])('sends a sandbox %s transfer on the chain and credits it by memo, once', async (currency, amount) => {
    const login = await testApp.signIn();
    const client = createDepositsClient(testApp, login);
    const target = depositAddressSchema.parse(
      (await client.get(`deposit-address?currency=${currency}&network=TON`)).body,
    );
    expect(target.address).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);
    const before = chain.committedCount();

    const sent = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TON',
      currency,
      address: target.address,
      memo: target.memo,
      amount,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.transaction).toMatchObject({ type: 'PAYIN', status: 'PROCESSING', amount });
    expect(chain.committedCount()).toBeGreaterThan(before);
    const stored = await testApp.context.db
      .selectFrom('ton_chain_deposits')
      .select(['status', 'comment'])
      .where('currency', '=', currency)
      .execute();
    expect(stored).toEqual([{ status: 'matched', comment: target.memo }]);

    // One pass makes the next block (the seeded one confirmation); the deposit is credited.
    await confirmations();
    await confirmations();
    expect(await client.balances()).toEqual({ [currency]: amount });
    const id = (sent.body.transaction as { id: string }).id;
    expect((await client.get(`transactions/${id}`)).body).toMatchObject({ status: 'DONE' });
    // Nothing left confirming: no more blocks are made.
    const height = chain.committedCount();
    await confirmations();
    expect(chain.committedCount()).toBe(height);
    await expectLedgerBalanced(testApp);
  });

  it('answers ADDRESS_NOT_FOUND for a memo nobody owns, and a bad address as a validation error', async () => {
    const login = await testApp.signIn();
    const client = createDepositsClient(testApp, login);
    const target = depositAddressSchema.parse(
      (await client.get('deposit-address?currency=TON&network=TON')).body,
    );
    const unknown = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TON',
      currency: 'TON',
      address: target.address,
      memo: '1',
      amount: '1',
    });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    const bad = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TON',
      currency: 'TON',
      address: 'not-an-address',
      memo: target.memo,
      amount: '1',
    });
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
