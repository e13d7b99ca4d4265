import { setMerchantWebhook } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import { MERCHANT_WEBHOOK_DELIVERY } from './delivery-worker';
import { MERCHANT_WEBHOOK_INTAKE } from './event-intake';
import {
  type MerchantWebhooksWorld,
  type Received,
  startMerchantWebhooksWorld,
  verifiesWith,
} from './merchant-webhooks.test-kit';

let world: MerchantWebhooksWorld;

beforeAll(async () => {
  world = await startMerchantWebhooksWorld();
  // Makes the user the key's customer cust-42 (a table of the api-keys feature, which a test may write).
  await world.testApp.context.db
    .insertInto('merchant_customers')
    .values({ api_key_id: world.key.id, external_customer_id: 'cust-42', user_id: world.customer.uuid })
    .execute();
  await world.setEndpoint();
});
afterAll(async () => {
  await world.dispose();
});
beforeEach(() => {
  world.reset();
});

describe('merchant webhook delivery', () => {
  it('tells a live key about its own account’s transactions (no customer id, test_mode false)', async () => {
    const merchant = await world.testApp.signIn();
    const liveKey = (
      await createKeyThroughApi(world.testApp, merchant, { name: 'Live', type: 'exchanger', permissions: [] })
    ).apiKey;
    const set = await world.call('PUT', `api-keys/${liveKey.id}/webhook`, merchant, {
      url: world.receiverUrl,
    });
    const liveSecret = setMerchantWebhook.response.parse(set.body).secret as string;
    const transaction = await world.testApp.context.db.transaction().execute((trx) =>
      world.testApp.context.transactions.create(trx, {
        profileId: merchant.profiles_id[0] as string,
        type: 'PAYIN',
        currency: 'EUR',
        amountMinor: 500n,
      }),
    );
    await world.drain();
    const about = world.received.filter((request) => request.body.includes(transaction.external_id));
    expect(about).toHaveLength(1);
    expect(verifiesWith(liveSecret, about[0] as Received)).toBe(true);
    expect(JSON.parse((about[0] as Received).body).data).toMatchObject({
      status: 'NEW',
      external_customer_id: null,
      test_mode: false,
    });
  });

  it('tells a test-mode key about its sandbox account’s transactions', async () => {
    const merchant = await world.testApp.signIn();
    const testKey = (
      await createKeyThroughApi(world.testApp, merchant, {
        name: 'Sandbox',
        type: 'exchanger',
        permissions: [],
        is_test_mode: true,
      })
    ).apiKey;
    await world.call('PUT', `api-keys/${testKey.id}/webhook`, merchant, { url: world.receiverUrl });
    // The account the key's own calls act for (made on its first call in real use).
    const sandbox = await world.testApp.signIn({ email: null });
    await world.testApp.context.db
      .updateTable('api_keys')
      .set({ sandbox_user_id: sandbox.uuid })
      .where('id', '=', testKey.id)
      .execute();
    const transaction = await world.testApp.context.db.transaction().execute((trx) =>
      world.testApp.context.transactions.create(trx, {
        profileId: sandbox.profiles_id[0] as string,
        type: 'PAYIN',
        currency: 'EUR',
        amountMinor: 700n,
      }),
    );
    await world.drain();
    const about = world.received.filter((request) => request.body.includes(transaction.external_id));
    expect(about).toHaveLength(1);
    expect(JSON.parse((about[0] as Received).body).data).toMatchObject({
      external_customer_id: null,
      test_mode: true,
    });
  });

  it('takes each event once when two intakes and two senders run together', async () => {
    const fresh = await world.newTransaction();
    const intake = world.testApp.worker(MERCHANT_WEBHOOK_INTAKE);
    const delivery = world.testApp.worker(MERCHANT_WEBHOOK_DELIVERY);
    await Promise.all([intake.runOnce(), intake.runOnce()]);
    await Promise.all([delivery.runOnce(), delivery.runOnce()]);
    await world.drain();
    const about = world.received.filter((request) => request.body.includes(fresh.external_id));
    expect(about).toHaveLength(1);
  });
});
