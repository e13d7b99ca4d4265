import type { Endpoint, LoginResponse } from '@ferry/shared/contracts';
import {
  API_KEY_PERMISSIONS,
  type ApiKeyPermission,
  type ApiKeyType,
  isPermissionAllowed,
  readSwitchesFor,
} from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../ledger/ledger.test-kit';
import { createKeyThroughApi, type MerchantCredentials } from '../test-support/api-keys.test-kit';
import { seedCustomerVerification } from '../test-support/customer-verifications.test-kit';
import { createKeyCaller } from '../test-support/merchant-key-caller';
import { availableOf } from '../test-support/money.test-kit';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';
import { sepaIbanEndingIn } from '../test-support/withdrawals.test-kit';
import { ROUTE_TABLE } from './route-table';

/** Every call a merchant's key can make, found in the contracts: a new keyed route joins by itself. */
const KEYED = ROUTE_TABLE.filter((endpoint) => endpoint.keyAccess !== undefined);

interface KeyedRequest {
  /** Below the widget base, with its query. */
  path: string;
  body?: unknown;
}

const convertQuote = { kind: 'convert', from_currency: 'EUR', to_currency: 'USDT', from_amount: '1' };
const buyQuote = {
  kind: 'exchange',
  from_currency: 'EUR',
  to_currency: 'USDT',
  from_payway: 'balance',
  to_payway: 'balance',
  from_amount: '1',
};

let clockMs = Date.parse('2026-11-27T10:00:00Z');
let testApp: TestApp;
let owner: LoginResponse;
let ownerProfileId: string;
let keyCaller: ReturnType<typeof createKeyCaller>;

/** A quote the owner takes in their own profile, which a live key then acts on. */
async function ownerQuote(body: unknown): Promise<string> {
  const response = await testApp.app.request('/api/client/v1/quotes', {
    method: 'POST',
    headers: bearer(owner, { 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id: string };
  if (response.status !== 200) throw new Error(`quote: ${response.status} ${JSON.stringify(answer)}`);
  return answer.id;
}

async function ownerTransactionId(): Promise<string> {
  const response = await testApp.app.request('/api/client/v1/transactions?limit=1', {
    headers: bearer(owner),
  });
  const answer = (await response.json()) as { transactions: { id: string }[] };
  const first = answer.transactions[0];
  if (!first) throw new Error('the owner has no transaction yet');
  return first.id;
}

/** A new order of this key's, written straight to the database (a key sees only its own orders). */
async function seedPaymentOrder(key: MerchantCredentials): Promise<string> {
  const { db } = testApp.context;
  const apiKey = await db
    .selectFrom('api_keys')
    .innerJoin('profiles', 'profiles.id', 'api_keys.profile_id')
    .select(['api_keys.id', 'api_keys.profile_id', 'profiles.user_id'])
    .where('api_keys.public_key', '=', key.key)
    .executeTakeFirstOrThrow();
  const at = new Date(clockMs);
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
      expires_at: new Date(clockMs + 3_600_000),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** A verification of one of this key's customers (a key sees only its own customers). */
async function keyVerificationPath(key: MerchantCredentials, status: 'INIT' | 'COMPLETED', action = '') {
  const { id } = await seedCustomerVerification(testApp, key, status);
  return `customer-verifications/${id}${action}`;
}

const importedVerification = {
  external_customer_id: 'relied-customer',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1990-12-10',
  country: 'GB',
  document: { type: 'passport', number: '123456789', issuing_country: 'GB' },
  verified_at: '2026-11-01T09:00:00Z',
};

/**
 * A request each keyed call answers with success when the key may make it, built fresh for every
 * try (a quote is used once) for the key that will send it. Keep one per endpoint: the first test
 * fails when one is missing.
 */
const REQUESTS: Record<string, (key: MerchantCredentials) => Promise<KeyedRequest>> = {
  listCurrencies: async () => ({ path: 'currencies' }),
  listPayways: async () => ({ path: 'payways' }),
  listPwCurrencies: async () => ({ path: 'pwcurrencies' }),
  listConvertDirections: async () => ({ path: 'convert-directions' }),
  previewQuote: async () => ({ path: 'quotes/preview', body: convertQuote }),
  createQuote: async () => ({ path: 'quotes', body: convertQuote }),
  createExchange: async () => ({ path: 'exchanges', body: { quote_id: await ownerQuote(buyQuote) } }),
  createConversion: async () => ({ path: 'conversions', body: { quote_id: await ownerQuote(convertQuote) } }),
  createWithdrawal: async () => ({
    path: 'withdrawals',
    body: { payway: 'sepa', currency: 'EUR', amount: '20', requisite: { value: sepaIbanEndingIn('4242') } },
  }),
  listTransactions: async () => ({ path: 'transactions' }),
  getTransaction: async () => ({ path: `transactions/${await ownerTransactionId()}` }),
  listBalances: async () => ({ path: 'balances' }),
  getBalancesTotal: async () => ({ path: 'balances-total?currency=EUR' }),
  getUser: async () => ({ path: 'user' }),
  listProfiles: async () => ({ path: 'profiles' }),
  getProfile: async () => ({ path: `profiles/${ownerProfileId}` }),
  listRequisites: async () => ({ path: 'requisites' }),
  createRequisite: async () => ({
    path: 'requisites',
    body: { kind: 'address', value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', network: 'TRC20' },
  }),
  getDepositAddress: async () => ({ path: 'deposit-address?currency=USDT&network=TRC20' }),
  getStatement: async () => ({ path: 'statement?from=2026-11-01&to=2026-11-27' }),
  createDocument: async () => ({
    path: 'documents',
    body: { type: 'account-statement', format: 'CSV', from: '2026-11-01', to: '2026-11-27' },
  }),
  getCustomerVerificationState: async (key) => ({
    path: `customers/${(await seedCustomerVerification(testApp, key, 'COMPLETED')).externalCustomerId}/verification`,
  }),
  getCustomerVerification: async (key) => ({ path: await keyVerificationPath(key, 'INIT') }),
  initializeCustomerVerification: async () => ({
    path: 'customer-verifications',
    body: { external_customer_id: `new-customer-${crypto.randomUUID()}` },
  }),
  importCustomerVerification: async () => ({
    path: 'customer-verifications/imports',
    body: { ...importedVerification, external_customer_id: `relied-${crypto.randomUUID()}` },
  }),
  updateCustomerVerification: async (key) => ({
    path: await keyVerificationPath(key, 'INIT'),
    body: { level: 'identity_and_address' },
  }),
  cancelCustomerVerification: async (key) => ({ path: await keyVerificationPath(key, 'INIT', '/cancel') }),
  confirmCustomerVerification: async (key) => ({
    path: await keyVerificationPath(key, 'COMPLETED', '/confirm'),
  }),
  createPaymentOrder: async () => ({
    path: 'payment-orders',
    body: { amount: '10', currency: 'EUR', merchant_reference: `cart-${crypto.randomUUID()}` },
  }),
  getPaymentOrder: async (key) => ({ path: `payment-orders/${await seedPaymentOrder(key)}` }),
  cancelPaymentOrder: async (key) => ({ path: `payment-orders/${await seedPaymentOrder(key)}/cancel` }),
  createWidgetSession: async () => ({
    path: 'widget-sessions',
    body: { external_customer_id: `session-customer-${crypto.randomUUID()}` },
  }),
};

/** The key type that can carry one of the rule's switches (exchanger first, as most merchants). */
function grantFor(endpoint: Endpoint): { type: ApiKeyType; permission: ApiKeyPermission } {
  for (const type of ['exchanger', 'wallet'] as const) {
    const permission = endpoint.keyAccess?.anyOf.find((candidate) => isPermissionAllowed(type, candidate));
    if (permission) return { type, permission };
  }
  throw new Error(`${endpoint.id}: no key type can carry ${endpoint.keyAccess?.anyOf.join(', ')}`);
}

/** Every switch of the type but those that would open the call. */
function everythingBut(endpoint: Endpoint, type: ApiKeyType): ApiKeyPermission[] {
  const opening = new Set<string>(endpoint.keyAccess?.anyOf);
  if (endpoint.keyAccess?.byTransactionType)
    for (const permission of API_KEY_PERMISSIONS[type])
      if (permission.startsWith('read_')) opening.add(permission);
  return API_KEY_PERMISSIONS[type].filter((permission) => !opening.has(permission));
}

let keysMade = 0;
async function newKey(body: Record<string, unknown>): Promise<MerchantCredentials> {
  keysMade += 1;
  // An account holds at most 20 live keys: those of earlier cases are retired first.
  if (keysMade % 10 === 0)
    await testApp.context.db
      .updateTable('api_keys')
      .set({ deleted_at: new Date(clockMs) })
      .where('deleted_at', 'is', null)
      .execute();
  const { apiKey, secret } = await createKeyThroughApi(testApp, owner, { name: `Shop ${keysMade}`, ...body });
  return { key: apiKey.key, secret };
}

/** What a refused call must leave as it was: money, orders, quotes, documents, saved details. */
async function footprint() {
  const { db } = testApp.context;
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
    balances: await availableOf(testApp, ownerProfileId),
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
}

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
  owner = await testApp.signIn();
  ownerProfileId = owner.profiles_id[0] as string;
  keyCaller = createKeyCaller(testApp, () => {
    // A merchant's clock moves on; the same request signed in the same second is a replay.
    clockMs += 1000;
  });
  const { db, ledger } = testApp.context;
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
      verified_at: new Date(clockMs),
    })
    .execute();
  // One transaction of the owner's, for the detail call.
  const buyer = await newKey({ type: 'exchanger', permissions: ['create_buy_order'] });
  await keyCaller.call(buyer, 'POST', await REQUESTS.createExchange?.(buyer));
});
afterAll(() => testApp.dispose());

describe('merchant keys: every keyed call is refused without its switch and answered with it', () => {
  it('has a request for every keyed call in the contracts', () => {
    expect(KEYED.length).toBeGreaterThanOrEqual(20);
    expect(KEYED.map((endpoint) => endpoint.id).filter((id) => !REQUESTS[id])).toEqual([]);
  });

  it('puts every signed merchant call behind a switch (none opens to a key whose switches are all off)', () => {
    const unswitched = ROUTE_TABLE.filter(
      (endpoint) => endpoint.auth === 'apiKey' && endpoint.keyAccess === undefined,
    );
    expect(unswitched.map((endpoint) => endpoint.id)).toEqual([]);
  });

  it.each(KEYED.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s',
    async (_method, _path, endpoint) => {
      const { type, permission } = grantFor(endpoint);
      const request = REQUESTS[endpoint.id] as (key: MerchantCredentials) => Promise<KeyedRequest>;

      const lacking = await newKey({
        type,
        permissions: everythingBut(endpoint, type),
        // Only exchanger-like keys carry the advanced flag (001 §6).
        is_advanced: type !== 'wallet',
      });
      const refusedRequest = await request(lacking);
      const before = await footprint();
      const refused = await keyCaller.call(lacking, endpoint.method, refusedRequest);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'ACCESS_DENIED' });
      expect(refused.headers.get('Ferry-Test-Mode')).toBe('false');
      expect(await footprint()).toEqual(before);

      if (endpoint.keyAccess?.isAdvanced) {
        const plain = await newKey({ type, permissions: [permission] });
        const notAdvanced = await keyCaller.call(plain, endpoint.method, await request(plain));
        expect(notAdvanced.status).toBe(403);
        expect(notAdvanced.body.error).toMatchObject({
          code: 'ACCESS_DENIED',
          details: { reason: 'advanced_required' },
        });
      }

      const holding = await newKey({
        type,
        permissions: [permission],
        is_advanced: endpoint.keyAccess?.isAdvanced,
      });
      const answered = await keyCaller.call(holding, endpoint.method, await request(holding));
      expect(answered.status, JSON.stringify(answered.body)).toBeLessThan(300);
      expect(answered.headers.get('Ferry-Test-Mode')).toBe('false');
    },
  );
});

describe('what a key acts for', () => {
  it('lists only the transaction types its read switch covers', async () => {
    const payinsOnly = await newKey({ type: 'exchanger', permissions: ['read_payins'] });
    const unfiltered = await keyCaller.call(payinsOnly, 'GET', { path: 'transactions' });
    expect(unfiltered.body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      details: { reason: 'type_filter_required' },
    });
    expect((await keyCaller.call(payinsOnly, 'GET', { path: 'transactions?type=PAYIN' })).status).toBe(200);
    const exchanges = await keyCaller.call(payinsOnly, 'GET', { path: 'transactions?type=EXCHANGE' });
    expect(exchanges.status).toBe(403);
    expect(readSwitchesFor('EXCHANGE')).toContain('read_exchanges');
  });

  it('a buy-only key cannot place a sell, and the refused sell moves nothing', async () => {
    const buyOnly = await newKey({ type: 'exchanger', permissions: ['create_buy_order'] });
    const sell = await ownerQuote({ ...buyQuote, from_currency: 'USDT', to_currency: 'EUR' });
    const before = await footprint();
    const refused = await keyCaller.call(buyOnly, 'POST', { path: 'exchanges', body: { quote_id: sell } });
    expect(refused.status).toBe(403);
    expect({ ...(await footprint()), quotes: before.quotes }).toEqual(before);
  });

  it('a live key reads its owner’s balances; a test-mode key reads its own sandbox account', async () => {
    const live = await newKey({ type: 'wallet', permissions: ['read_balances'] });
    const liveAnswer = await keyCaller.call(live, 'GET', { path: 'balances' });
    expect(liveAnswer.body).toMatchObject({
      balances: expect.arrayContaining([expect.objectContaining({ currency: 'EUR' })]),
    });

    const sandbox = await newKey({ type: 'wallet', permissions: ['read_balances'], is_test_mode: true });
    const sandboxAnswer = await keyCaller.call(sandbox, 'GET', { path: 'balances' });
    expect(sandboxAnswer.headers.get('Ferry-Test-Mode')).toBe('true');
    expect(sandboxAnswer.body).toEqual({ balances: [] });
  });

  it('the widget frame names its key without signing: its calls stay the signed-in user’s', async () => {
    const key = await newKey({ type: 'widget', permissions: ['create_buy_order'], domain: 'shop.test' });
    const opened = await keyCaller.call(key, 'POST', {
      path: 'widget-sessions',
      body: { external_customer_id: 'frame-customer' },
    });
    const seamless = await testApp.app.request('/api/widget/v1/auth/seamless', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: (opened.body as { session: string }).session }),
    });
    let customer = (await seamless.json()) as LoginResponse;
    const terms = (await (
      await testApp.app.request('/api/widget/v1/user/terms', { headers: bearer(customer) })
    ).json()) as { current_version: number };
    const accepted = await testApp.app.request('/api/widget/v1/user/accept-terms', {
      method: 'POST',
      headers: bearer(customer, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ version: terms.current_version }),
    });
    customer = (await accepted.json()) as LoginResponse;
    const response = await testApp.app.request('/api/widget/v1/balances', {
      headers: { ...bearer(customer), 'Api-Key': key.key },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Ferry-Test-Mode')).toBeNull();
  });

  it('test-mode keys never move the owner’s live balances', async () => {
    const testKey = await newKey({
      type: 'exchanger',
      permissions: ['create_buy_order', 'read_converts'],
      is_test_mode: true,
      is_advanced: true,
    });
    const before = await availableOf(testApp, ownerProfileId);
    const quoted = await keyCaller.call(testKey, 'POST', { path: 'quotes', body: buyQuote });
    expect(quoted.status).toBe(200);
    // The sandbox account holds nothing yet, so the order is refused for funds, not for access.
    const exchange = await keyCaller.call(testKey, 'POST', {
      path: 'exchanges',
      body: { quote_id: (quoted.body as { id: string }).id },
    });
    expect(exchange.status).toBeGreaterThanOrEqual(400);
    expect(exchange.body.error?.code).not.toBe('ACCESS_DENIED');
    // The owner's own quote cannot be spent by a test key: it belongs to another account.
    const ownQuote = await ownerQuote(buyQuote);
    const crossing = await keyCaller.call(testKey, 'POST', {
      path: 'exchanges',
      body: { quote_id: ownQuote },
    });
    expect(crossing.status).toBeGreaterThanOrEqual(400);
    expect(await availableOf(testApp, ownerProfileId)).toEqual(before);
  });
});
