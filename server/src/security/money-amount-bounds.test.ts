import { createPaymentOrder, type Endpoint } from '@ferry/shared/contracts';
import { isErrorCode } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fund } from '../ledger/ledger.test-kit';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
} from '../test-support/api-keys.test-kit';
import { seedPaymentCard } from '../test-support/card-details.test-kit';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';
import { sepaIbanEndingIn } from '../test-support/withdrawals.test-kit';
import { ROUTE_TABLE, urlOf } from './route-table';

/** Well-formed amounts no ledger holds: numeric(78,0) overflows on the last two at any scale. */
const HUGE_AMOUNTS = [`1${'0'.repeat(40)}`, `1${'0'.repeat(78)}`, `1${'0'.repeat(100)}`];

/**
 * An amount the wire's digit bound lets through (20 whole digits) but no payway, conversion or
 * payout takes: every route that puts money in motion refuses it by the same limits rule.
 */
const BEYOND_EVERY_LIMIT = '9'.repeat(20);

/**
 * Money routes that take such an amount on purpose, each with why nothing moves: a new money
 * route is checked unless it is named here.
 */
const TAKES_ANY_AMOUNT: Readonly<Record<string, string>> = {
  createUtransaction: 'a draft: the deposit, payout or conversion it becomes checks the limits',
  registerWalletTransfer: 'reports a transfer already on chain; no Ferry money moves',
  reportSandboxBankTransfer:
    'the sandbox bank reports what arrived; a deposit it cannot book waits in suspense',
  reportSandboxCryptoTransfer: 'the sandbox chain reports what arrived at a deposit address',
};

/** A body field that carries an amount: `amount`, `from_amount`, `to_amount`… */
const AMOUNT_FIELD = /(^|_)amount$/;

let testApp: TestApp;
let headers: Record<string, string>;
let recipientProfileId: string;
let paymentCardId: string;
/** A test-mode key of the signed-in user, for the calls a merchant's server signs. */
let merchant: MerchantCredentials;
beforeAll(async () => {
  testApp = await createTestApp();
  const login = await testApp.signIn();
  const profileId = login.profiles_id[0] as string;
  recipientProfileId = (await testApp.signIn()).profiles_id[0] as string;
  await testApp.context.db
    .transaction()
    .execute((trx) =>
      testApp.context.ledger.post(trx, [
        fund(profileId, 'EUR', 100_000n),
        fund(profileId, 'USDT', 100_000_000n),
      ]),
    );
  headers = bearer(login, { 'Content-Type': 'application/json' });
  paymentCardId = (await seedPaymentCard(testApp.context.db, login.uuid)).cardId;
  const key = await createKeyThroughApi(testApp, login, {
    name: 'Bounds',
    type: 'exchanger',
    // Payment orders need the buy switch.
    permissions: ['create_buy_order'],
    is_test_mode: true,
  });
  merchant = { key: key.apiKey.key, secret: key.secret };
});
afterAll(() => testApp.dispose());

function shapeOf(schema: unknown): Record<string, z.ZodType> {
  if (schema === undefined) return {};
  let current = schema as z.ZodType;
  for (let depth = 0; depth < 5; depth += 1) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.innerType) current = def.innerType;
    else break;
  }
  return current instanceof z.ZodObject ? (current.shape as Record<string, z.ZodType>) : {};
}

const amountFieldsOf = (endpoint: Endpoint) =>
  [...Object.keys(shapeOf(endpoint.body)), ...Object.keys(shapeOf(endpoint.query))].filter((field) =>
    AMOUNT_FIELD.test(field),
  );

/** Every endpoint that takes an amount, found in the contracts: a new money route joins by itself. */
const MONEY_ENDPOINTS = ROUTE_TABLE.filter((endpoint) => amountFieldsOf(endpoint).length > 0);

/**
 * Bodies each money endpoint accepts with a small amount, one per amount field and kind of order,
 * so a huge amount in their place is the only thing wrong with them.
 */
const VALID_BODIES: Record<string, (amount: string) => Record<string, unknown>[]> = {
  reportSandboxBankTransfer: (amount) => [{ reference: 'sbx-no-such-deposit', amount }],
  reportSandboxCryptoTransfer: (amount) => [
    { network: 'TRON', currency: 'USDT', address: 'T-no-such-deposit-address', amount },
  ],
  createDeposit: (amount) => [
    { payway: 'sepa', currency: 'EUR', amount },
    { payway: 'sepa', currency: 'EUR', amount, convert_to: 'USDT' },
  ],
  createQuote: (amount) => [
    { kind: 'convert', from_currency: 'EUR', to_currency: 'USDT', from_amount: amount },
    { kind: 'convert', from_currency: 'EUR', to_currency: 'USDT', to_amount: amount },
    {
      kind: 'exchange',
      from_currency: 'USDT',
      to_currency: 'EUR',
      from_payway: 'balance',
      to_payway: 'sepa',
      from_network: 'TRC20',
      to_amount: amount,
    },
  ],
  // The signed-out price takes the same body as a stored quote.
  previewQuote: (amount) => VALID_BODIES.createQuote?.(amount) ?? [],
  createTransfer: (amount) => [{ currency: 'EUR', amount, to_profile_id: recipientProfileId }],
  // A card shared in a chat: a send card holds the amount, a request asks for it (issue 29).
  createChatPayment: (amount) => [
    { kind: 'send', currency: 'EUR', amount },
    { kind: 'request', currency: 'EUR', amount, note: 'lunch' },
  ],
  createUtransaction: (amount) => [
    { type: 'UDEPOSIT', currency: 'EUR', amount, payway: 'sepa' },
    { type: 'UPAYOUT', currency: 'EUR', amount, payway: 'sepa' },
    { type: 'UCONVERT', currency: 'EUR', to_currency: 'USDT', amount },
    { type: 'UCONVERT_PAYOUT', currency: 'USDT', to_currency: 'EUR', amount, payway: 'sepa' },
  ],
  // Moves no Ferry money (the wallet reports a chain transfer), but its amount is bounded all the same.
  registerWalletTransfer: (amount) => [
    { message_hash: 'ab'.repeat(32), address: `0:${'12'.repeat(32)}`, amount, symbol: 'TON', decimals: 9 },
  ],
  // A merchant's order: the amount its customer is to pay (signed by a key, widget base).
  createPaymentOrder: (amount) => [{ amount, currency: 'EUR', merchant_reference: 'cart-1' }],
  createWithdrawal: (amount) => [
    { payway: 'sepa', currency: 'EUR', amount, requisite: { value: sepaIbanEndingIn('4242') } },
  ],
  // From the user's EUR balance to their own active card.
  topUpPaymentCard: (amount) => [{ amount }],
};

/** The path's own resources, where a route names one: the user's own, so the body is what is judged. */
const PATH_VALUES: Record<string, () => Record<string, string>> = {
  topUpPaymentCard: () => ({ cardId: paymentCardId }),
};

function bodiesOf(endpoint: Endpoint, amount: string): Record<string, unknown>[] {
  return VALID_BODIES[endpoint.id]?.(amount) ?? [];
}

/** Sends one body to the endpoint as its caller would: signed by the key, or as the signed-in user. */
async function send(endpoint: Endpoint, body: Record<string, unknown>): Promise<Response> {
  return endpoint.auth === 'apiKey'
    ? sendMerchantRequest(
        testApp,
        merchant,
        { method: endpoint.method, path: endpoint.path, body: JSON.stringify(body) },
        { 'Idempotency-Key': crypto.randomUUID() },
      )
    : testApp.app.request(urlOf(endpoint, 'client'), {
        method: endpoint.method,
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
}

/** Rows a refused request must not leave behind. */
async function moneyFootprint() {
  const { db } = testApp.context;
  const count = async (
    table: 'ledger_entries' | 'ledger_holds' | 'transactions' | 'quotes' | 'payment_orders',
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
    entries: await count('ledger_entries'),
    holds: await count('ledger_holds'),
    transactions: await count('transactions'),
    quotes: await count('quotes'),
    orders: await count('payment_orders'),
  };
}

describe('huge amounts on every money route (generated from the contracts)', () => {
  it('finds the money routes, and each has bodies its contract accepts with a small amount', () => {
    expect(MONEY_ENDPOINTS.map((endpoint) => endpoint.id).sort()).toEqual(
      expect.arrayContaining(['createDeposit', 'createQuote', 'createTransfer', 'createUtransaction']),
    );
    for (const endpoint of MONEY_ENDPOINTS) {
      const bodies = bodiesOf(endpoint, '1');
      expect(bodies.length, `${endpoint.id} needs a valid body in VALID_BODIES`).toBeGreaterThan(0);
      for (const body of bodies) {
        expect(endpoint.body?.safeParse(body).success, `${endpoint.id} ${JSON.stringify(body)}`).toBe(true);
      }
    }
  });

  it.each(MONEY_ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s refuses 10^40, 10^78 and 10^100 with a 4xx spec code and moves no money',
    async (_method, _path, endpoint) => {
      const before = await moneyFootprint();
      const answers: string[] = [];
      for (const amount of HUGE_AMOUNTS) {
        for (const body of bodiesOf(endpoint, amount)) {
          const response =
            endpoint.auth === 'apiKey'
              ? await sendMerchantRequest(
                  testApp,
                  merchant,
                  { method: endpoint.method, path: endpoint.path, body: JSON.stringify(body) },
                  { 'Idempotency-Key': crypto.randomUUID() },
                )
              : await testApp.app.request(urlOf(endpoint, 'client', PATH_VALUES[endpoint.id]?.()), {
                  method: endpoint.method,
                  headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
                  body: JSON.stringify(body),
                });
          const answer = (await response.json().catch(() => ({}))) as {
            error?: { code?: string; details?: { issues?: { path: string; key: string }[] } };
          };
          const isClear = response.status >= 400 && response.status < 500 && isErrorCode(answer.error?.code);
          const namesTheAmount = (answer.error?.details?.issues ?? []).some(
            (issue) => AMOUNT_FIELD.test(issue.path) && issue.key === 'validation.amount.tooLarge',
          );
          if (!isClear || !namesTheAmount)
            answers.push(
              `${amount.length - 1} zeros ${JSON.stringify(body).slice(0, 80)}: ${response.status} ${JSON.stringify(answer).slice(0, 160)}`,
            );
        }
      }
      expect(answers).toEqual([]);
      expect(await moneyFootprint()).toEqual(before);
    },
  );
});

describe('an amount within the wire bound but beyond every limit (generated from the contracts)', () => {
  it('finds the pay frame’s orders among the routes the limits rule guards', () => {
    const guarded = MONEY_ENDPOINTS.filter((endpoint) => !TAKES_ANY_AMOUNT[endpoint.id]).map(({ id }) => id);
    expect(guarded).toEqual(
      expect.arrayContaining(['createPaymentOrder', 'createDeposit', 'createWithdrawal']),
    );
    for (const id of Object.keys(TAKES_ANY_AMOUNT))
      expect(MONEY_ENDPOINTS.map((endpoint) => endpoint.id)).toContain(id);
  });

  it.each(
    MONEY_ENDPOINTS.filter((endpoint) => !TAKES_ANY_AMOUNT[endpoint.id]).map(
      (endpoint) => [endpoint.method, endpoint.path, endpoint] as const,
    ),
  )('%s %s refuses 10^20 − 1 with a 4xx spec code and moves nothing', async (_method, _path, endpoint) => {
    const before = await moneyFootprint();
    const answers: string[] = [];
    for (const body of bodiesOf(endpoint, BEYOND_EVERY_LIMIT)) {
      const response = await send(endpoint, body);
      const answer = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
      const isRefused = response.status >= 400 && response.status < 500 && isErrorCode(answer.error?.code);
      if (!isRefused)
        answers.push(
          `${JSON.stringify(body).slice(0, 80)}: ${response.status} ${JSON.stringify(answer).slice(0, 160)}`,
        );
    }
    expect(answers).toEqual([]);
    expect(await moneyFootprint()).toEqual(before);
  });

  it('a payment order names the limit it breaks; one within it is made', async () => {
    const order = (amount: string) =>
      send(createPaymentOrder, { amount, currency: 'EUR', merchant_reference: 'cart-9' });
    const refused = await order(BEYOND_EVERY_LIMIT);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'PAYIN_MAX_TECH_LIMIT_VIOLATION',
        details: { field: 'amount', limits: { max: expect.any(String), currency: 'EUR' } },
      },
    });
    expect((await order('100000.01')).status).toBe(422);
    expect((await order('100000')).status).toBe(200);
  });
});
