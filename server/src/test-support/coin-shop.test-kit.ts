import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PaymentOrder, paymentOrderSchema } from '@ferry/shared/contracts';
import { Address, toNano } from '@ton/core';
import { expect } from 'vitest';
import { createCryptoOrderDeposits } from '../features/deposits/crypto-order-deposits';
import { createLocalTonChain } from '../providers/ton-chain/local-ton-chain';
import type { TonChain } from '../providers/ton-chain/ton-chain';
import { createKeyThroughApi, type MerchantCredentials, sendMerchantRequest } from './api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from './test-app';
import { createTestWallet, type TestWallet } from './ton-wallets';

/** The deposits' side of crypto-paid orders, as the composition root gives it to payment orders. */
export const cryptoOrderDeposits = createCryptoOrderDeposits();

/** The payment orders' sweeper, by the name the app registers it under. */
const PAYMENT_ORDER_SWEEPER = 'payment-order-sweeper';
/** Somewhere else on the chain: a faucet drop there makes the local chain's next block. */
const ELSEWHERE = Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI');

export interface CoinShop {
  chain: TonChain;
  testApp: TestApp;
  /** The shop's test-mode exchanger key, with a webhook endpoint set (nothing listens there). */
  credentials: MerchantCredentials;
  /** The customer's wallet: 500 TON, and 500 USDT when USDT is among the coins. */
  wallet: TestWallet;
  /** The TON deposits' confirmations, then the orders' sweeper. */
  settle(): Promise<void>;
  /** One more block elsewhere (one more confirmation), then settle. */
  nextBlock(): Promise<void>;
  /** A payment order created by the shop's server; its pay token from its pay_url. */
  newOrder(body: Record<string, unknown>): Promise<{ order: PaymentOrder; token: string }>;
  dispose(): Promise<void>;
}

/**
 * A shop taking payment orders in coins on the local TON chain, which the app watches: crypto
 * deposits of `coins` on TON with `confirmations`, small amounts within the limits.
 */
export async function openCoinShop(options: {
  coins: readonly ('TON' | 'USDT')[];
  confirmations: number;
  nowMs?: () => number;
}): Promise<CoinShop> {
  const overrides = {
    paywayCurrencies: options.coins.map((currency) => ({
      payway: 'crypto',
      currency,
      direction: 'deposit',
      network: 'TON',
      confirmations: options.confirmations,
      // Below the minimum a deposit waits in suspense; test amounts stay above it.
      limits: { min: '0.01' },
    })),
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coin-shop-'));
  const chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
  const testApp = await createTestApp({
    ...(options.nowMs ? { nowMs: options.nowMs } : {}),
    watchedTonChain: chain,
    environment: {
      CATALOGUE_OVERRIDES: JSON.stringify(overrides),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  });
  const owner = await testApp.signIn();
  const created = await createKeyThroughApi(testApp, owner, {
    name: 'Coin shop',
    type: 'exchanger',
    permissions: ['create_buy_order'],
    is_test_mode: true,
  });
  const set = await testApp.app.request(`/api/client/v1/api-keys/${created.apiKey.id}/webhook`, {
    method: 'PUT',
    headers: bearer(owner, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ url: 'http://127.0.0.1:9/hooks' }),
  });
  expect(set.status).toBe(200);
  const credentials = { key: created.apiKey.key, secret: created.secret };
  const wallet = createTestWallet('v5r1');
  await chain.faucet({ to: wallet.address, amount: toNano('500') });
  if (options.coins.includes('USDT')) {
    await chain.faucet({ to: wallet.address, amount: 500_000_000n, jetton: 'USDT' });
  }
  const settle = async () => {
    await testApp.worker('ton-deposit-confirmations').runOnce();
    await testApp.worker(PAYMENT_ORDER_SWEEPER).runOnce();
  };
  await settle();
  return {
    chain,
    testApp,
    credentials,
    wallet,
    settle,
    async nextBlock() {
      await chain.faucet({ to: ELSEWHERE, amount: toNano('0.01') });
      await settle();
    },
    async newOrder(body) {
      const response = await sendMerchantRequest(
        testApp,
        credentials,
        {
          method: 'POST',
          path: 'payment-orders',
          body: JSON.stringify({ merchant_reference: randomUUID(), ...body }),
        },
        { 'Idempotency-Key': randomUUID() },
      );
      expect(response.status).toBe(200);
      const order = paymentOrderSchema.parse(await response.json());
      return { order, token: new URL(order.pay_url).pathname.split('/').pop() as string };
    },
    async dispose() {
      await testApp.dispose();
      await chain.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
