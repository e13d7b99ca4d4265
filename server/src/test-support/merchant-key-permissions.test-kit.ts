import type { LoginResponse } from '@ferry/shared/contracts';
import { fund } from '../ledger/ledger.test-kit';
import { createKeyThroughApi, type MerchantCredentials } from './api-keys.test-kit';
import { createKeyCaller } from './merchant-key-caller';
import { availableOf } from './money.test-kit';
import { bearer, createTestApp, type TestApp } from './test-app';

export const convertQuote = { kind: 'convert', from_currency: 'EUR', to_currency: 'USDT', from_amount: '1' };
export const buyQuote = {
  kind: 'exchange',
  from_currency: 'EUR',
  to_currency: 'USDT',
  from_payway: 'balance',
  to_payway: 'balance',
  from_amount: '1',
};

export type MerchantKeyWorld = Awaited<ReturnType<typeof startMerchantKeyWorld>>;

/**
 * An owner with money in EUR and USDT, a verified identity (documents need one) and one
 * transaction of their own, on a clock that moves a second before each keyed call; the owner's
 * keys are made through the API. Each test file starts its own. It lives in test-support: what a
 * refused call must leave as it was spans the tables of many features.
 */
export async function startMerchantKeyWorld() {
  let keysMade = 0;
  const world = {
    clockMs: Date.parse('2026-11-27T10:00:00Z'),
    testApp: undefined as unknown as TestApp,
    owner: undefined as unknown as LoginResponse,
    ownerProfileId: '',
    keyCaller: undefined as unknown as ReturnType<typeof createKeyCaller>,

    dispose: () => world.testApp.dispose(),

    /** A quote the owner takes in their own profile, which a live key then acts on. */
    async ownerQuote(body: unknown): Promise<string> {
      const response = await world.testApp.app.request('/api/client/v1/quotes', {
        method: 'POST',
        headers: bearer(world.owner, { 'Content-Type': 'application/json' }),
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { id: string };
      if (response.status !== 200) throw new Error(`quote: ${response.status} ${JSON.stringify(answer)}`);
      return answer.id;
    },

    async ownerTransactionId(): Promise<string> {
      const response = await world.testApp.app.request('/api/client/v1/transactions?limit=1', {
        headers: bearer(world.owner),
      });
      const answer = (await response.json()) as { transactions: { id: string }[] };
      const first = answer.transactions[0];
      if (!first) throw new Error('the owner has no transaction yet');
      return first.id;
    },

    /** A new order of this key's, written straight to the database (a key sees only its own orders). */
    async seedPaymentOrder(key: MerchantCredentials): Promise<string> {
      const { db } = world.testApp.context;
      const apiKey = await db
        .selectFrom('api_keys')
        .innerJoin('profiles', 'profiles.id', 'api_keys.profile_id')
        .select(['api_keys.id', 'api_keys.profile_id', 'profiles.user_id'])
        .where('api_keys.public_key', '=', key.key)
        .executeTakeFirstOrThrow();
      const at = new Date(world.clockMs);
      const order = await db
        .insertInto('payment_orders')
        .values({
          api_key_id: apiKey.id,
          profile_id: apiKey.profile_id,
          user_id: apiKey.user_id,
          is_test_mode: false,
          pay_token: crypto.randomUUID().replaceAll('-', '').repeat(2),
          merchant_reference: 'seeded-cart',
          customer_reference: null,
          customer_email: null,
          amount_minor: 1000n,
          currency: 'EUR',
          callback_url: null,
          return_url: null,
          return_fail_url: null,
          status: 'NEW',
          transaction_id: null,
          next_action: null,
          expires_at: new Date(world.clockMs + 3_600_000),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return order.id;
    },

    async newKey(body: Record<string, unknown>): Promise<MerchantCredentials> {
      keysMade += 1;
      // An account holds at most 20 live keys: those of earlier cases are retired first.
      if (keysMade % 10 === 0)
        await world.testApp.context.db
          .updateTable('api_keys')
          .set({ deleted_at: new Date(world.clockMs) })
          .where('deleted_at', 'is', null)
          .execute();
      const { apiKey, secret } = await createKeyThroughApi(world.testApp, world.owner, {
        name: `Shop ${keysMade}`,
        ...body,
      });
      return { key: apiKey.key, secret };
    },

    /** What a refused call must leave as it was: money, orders, quotes, documents, saved details. */
    async footprint() {
      const { db } = world.testApp.context;
      const count = async (
        table:
          | 'ledger_entries'
          | 'ledger_holds'
          | 'transactions'
          | 'quotes'
          | 'documents'
          | 'requisites'
          | 'merchant_customers'
          | 'identity_verifications'
          | 'payment_orders'
          | 'widget_sessions',
      ) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        balances: await availableOf(world.testApp, world.ownerProfileId),
        entries: await count('ledger_entries'),
        holds: await count('ledger_holds'),
        transactions: await count('transactions'),
        quotes: await count('quotes'),
        documents: await count('documents'),
        requisites: await count('requisites'),
        customers: await count('merchant_customers'),
        identities: await count('identity_verifications'),
        orders: await db.selectFrom('payment_orders').select(['id', 'status']).orderBy('id').execute(),
        sessions: await count('widget_sessions'),
        verifications: await db
          .selectFrom('customer_verifications')
          .select(['id', 'status', 'level', 'confirmed_at'])
          .orderBy('id')
          .execute(),
      };
    },
  };

  world.testApp = await createTestApp({ nowMs: () => world.clockMs });
  world.owner = await world.testApp.signIn();
  world.ownerProfileId = world.owner.profiles_id[0] as string;
  world.keyCaller = createKeyCaller(world.testApp, () => {
    // A merchant's clock moves on; the same request signed in the same second is a replay.
    world.clockMs += 1000;
  });
  const { db, ledger } = world.testApp.context;
  const { ownerProfileId } = world;
  await db
    .transaction()
    .execute((trx) =>
      ledger.post(trx, [fund(ownerProfileId, 'EUR', 1_000_000n), fund(ownerProfileId, 'USDT', 100_000_000n)]),
    );
  // Documents need verified identity; the sandbox KYC provider's record stands in for it.
  await db
    .insertInto('identity_verifications')
    .values({
      profile_id: ownerProfileId,
      status: 'COMPLETED',
      provider: 'sandbox',
      verified_at: new Date(world.clockMs),
    })
    .execute();
  // One transaction of the owner's, for the detail call.
  const buyer = await world.newKey({ type: 'exchanger', permissions: ['create_buy_order'] });
  await world.keyCaller.call(buyer, 'POST', {
    path: 'exchanges',
    body: { quote_id: await world.ownerQuote(buyQuote) },
  });
  return world;
}
