import { type LoginResponse, paymentOrderSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
} from '../../test-support/api-keys.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let clockMs = Date.parse('2026-11-28T00:00:00Z');
let testApp: TestApp;
let owner: LoginResponse;

async function liveKey(name: string): Promise<MerchantCredentials> {
  const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
    name,
    type: 'exchanger',
    permissions: ['create_buy_order'],
  });
  return { key: apiKey.key, secret };
}

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
  owner = await testApp.signIn();
});
afterAll(() => testApp.dispose());

describe('a signed call’s idempotency key belongs to the key that signed it', () => {
  it('two keys of one owner may use the same Idempotency-Key: two orders, each its own', async () => {
    const shops = [await liveKey('Shop A'), await liveKey('Shop B')];
    const idempotencyKey = crypto.randomUUID();
    const body = JSON.stringify({ amount: '20', currency: 'EUR', merchant_reference: 'cart-1' });
    const orders = [];
    for (const shop of shops) {
      clockMs += 1000;
      const response = await sendMerchantRequest(
        testApp,
        shop,
        { method: 'POST', path: 'payment-orders', body },
        { 'Idempotency-Key': idempotencyKey },
      );
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('Idempotent-Replayed')).toBeNull();
      orders.push(paymentOrderSchema.parse(await response.json()));
    }
    expect(orders[0]?.id).not.toBe(orders[1]?.id);
    // Each key reads its own order: neither was handed the other's.
    for (const [index, shop] of shops.entries()) {
      clockMs += 1000;
      const read = await sendMerchantRequest(testApp, shop, {
        method: 'GET',
        path: `payment-orders/${orders[index]?.id}`,
      });
      expect(read.status).toBe(200);
    }
  });
});
