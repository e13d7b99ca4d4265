import type { Endpoint } from '@ferry/shared/contracts';
import {
  API_KEY_PERMISSIONS,
  type ApiKeyPermission,
  type ApiKeyType,
  isPermissionAllowed,
} from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantCredentials } from '../test-support/api-keys.test-kit';
import { seedCustomerVerification } from '../test-support/customer-verifications.test-kit';
import {
  buyQuote,
  convertQuote,
  type MerchantKeyWorld,
  startMerchantKeyWorld,
} from '../test-support/merchant-key-permissions.test-kit';
import { sepaIbanEndingIn } from '../test-support/withdrawals.test-kit';
import { ROUTE_TABLE } from './route-table';

/** Every call a merchant's key can make, found in the contracts: a new keyed route joins by itself. */
const KEYED = ROUTE_TABLE.filter((endpoint) => endpoint.keyAccess !== undefined);

interface KeyedRequest {
  /** Below the widget base, with its query. */
  path: string;
  body?: unknown;
}

let world: MerchantKeyWorld;
beforeAll(async () => {
  world = await startMerchantKeyWorld();
});
afterAll(() => world.dispose());

/** A verification of one of this key's customers (a key sees only its own customers). */
async function keyVerificationPath(key: MerchantCredentials, status: 'INIT' | 'COMPLETED', action = '') {
  const { id } = await seedCustomerVerification(world.testApp, key, status);
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
  createExchange: async () => ({ path: 'exchanges', body: { quote_id: await world.ownerQuote(buyQuote) } }),
  createConversion: async () => ({
    path: 'conversions',
    body: { quote_id: await world.ownerQuote(convertQuote) },
  }),
  createWithdrawal: async () => ({
    path: 'withdrawals',
    body: { payway: 'sepa', currency: 'EUR', amount: '20', requisite: { value: sepaIbanEndingIn('4242') } },
  }),
  listTransactions: async () => ({ path: 'transactions' }),
  getTransaction: async () => ({ path: `transactions/${await world.ownerTransactionId()}` }),
  listBalances: async () => ({ path: 'balances' }),
  getBalancesTotal: async () => ({ path: 'balances-total?currency=EUR' }),
  getUser: async () => ({ path: 'user' }),
  listProfiles: async () => ({ path: 'profiles' }),
  getProfile: async () => ({ path: `profiles/${world.ownerProfileId}` }),
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
  createTaxExport: async () => ({
    path: 'documents/tax-export',
    body: { format: 'CSV', from: '2026-01-01', to: '2026-11-27' },
  }),
  getCustomerVerificationState: async (key) => ({
    path: `customers/${(await seedCustomerVerification(world.testApp, key, 'COMPLETED')).externalCustomerId}/verification`,
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
  getPaymentOrder: async (key) => ({ path: `payment-orders/${await world.seedPaymentOrder(key)}` }),
  cancelPaymentOrder: async (key) => ({ path: `payment-orders/${await world.seedPaymentOrder(key)}/cancel` }),
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

      const lacking = await world.newKey({
        type,
        permissions: everythingBut(endpoint, type),
        // Only exchanger-like keys carry the advanced flag (001 §6).
        is_advanced: type !== 'wallet',
      });
      const refusedRequest = await request(lacking);
      const before = await world.footprint();
      const refused = await world.keyCaller.call(lacking, endpoint.method, refusedRequest);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'ACCESS_DENIED' });
      expect(refused.headers.get('Ferry-Test-Mode')).toBe('false');
      expect(await world.footprint()).toEqual(before);

      if (endpoint.keyAccess?.isAdvanced) {
        const plain = await world.newKey({ type, permissions: [permission] });
        const notAdvanced = await world.keyCaller.call(plain, endpoint.method, await request(plain));
        expect(notAdvanced.status).toBe(403);
        expect(notAdvanced.body.error).toMatchObject({
          code: 'ACCESS_DENIED',
          details: { reason: 'advanced_required' },
        });
      }

      const holding = await world.newKey({
        type,
        permissions: [permission],
        is_advanced: endpoint.keyAccess?.isAdvanced,
      });
      const answered = await world.keyCaller.call(holding, endpoint.method, await request(holding));
      expect(answered.status, JSON.stringify(answered.body)).toBeLessThan(300);
      expect(answered.headers.get('Ferry-Test-Mode')).toBe('false');
    },
  );
});
