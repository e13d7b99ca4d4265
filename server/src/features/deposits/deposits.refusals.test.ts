import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { countTransactions, createDepositsClient } from '../../test-support/deposits.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.context.db
    .updateTable('payway_currencies')
    .set({ is_available: false })
    .where('payway', '=', 'card')
    .where('currency', '=', 'PLN')
    .where('direction', '=', 'deposit')
    .execute();
  await testApp.context.db
    .updateTable('currencies')
    .set({ is_active: false })
    .where('code', '=', 'USD')
    .execute();
});
afterAll(() => testApp.dispose());

const visa = { number: SANDBOX_CARDS.success, expiry: '12 / 39', cvv: '123', holder_name: 'Alice Example' };
const sepa = { payway: 'sepa', currency: 'EUR', amount: '100' };

describe('POST deposits refuses bad input with a spec code and moves no money', () => {
  it.each([
    ['no payway', { currency: 'EUR', amount: '10' }, 400, 'VALIDATION_ERROR'],
    ['a number amount', { ...sepa, amount: 10 }, 400, 'VALIDATION_ERROR'],
    ['a negative amount', { ...sepa, amount: '-10' }, 400, 'VALIDATION_ERROR'],
    ['a zero amount', { ...sepa, amount: '0' }, 400, 'VALIDATION_ERROR'],
    ['too many decimals', { ...sepa, amount: '10.001' }, 400, 'VALIDATION_ERROR'],
    ['an unknown currency', { ...sepa, currency: 'XYZ' }, 404, 'NOT_FOUND'],
    [
      'an inactive currency',
      { payway: 'iban', currency: 'USD', amount: '100' },
      422,
      'CURRENCY_DEPOSIT_UNAVAILABLE',
    ],
    ['an unknown payway', { ...sepa, payway: 'paypal' }, 422, 'UNAVAILABLE_PWCU'],
    ['a payway without the currency', { ...sepa, currency: 'UAH' }, 422, 'UNAVAILABLE_PWCU'],
    ['a withdraw-only row (monobank EUR)', { ...sepa, payway: 'monobank' }, 422, 'UNAVAILABLE_PWCU'],
    [
      'a payway-currency switched off',
      { payway: 'card', currency: 'PLN', amount: '100', card: visa },
      422,
      'UNAVAILABLE_PWCU',
    ],
    ['the balance payway', { ...sepa, payway: 'balance' }, 422, 'UNAVAILABLE_PWCU'],
    [
      'crypto (it arrives on an address)',
      { payway: 'crypto', currency: 'USDT', amount: '10' },
      422,
      'UNAVAILABLE_PWCU',
    ],
    ['below the minimum', { ...sepa, amount: '4.99' }, 422, 'PAYIN_MIN_TECH_LIMIT_VIOLATION'],
    ['above the maximum', { ...sepa, amount: '100000.01' }, 422, 'PAYIN_MAX_TECH_LIMIT_VIOLATION'],
    [
      'a card deposit without a card',
      { payway: 'card', currency: 'EUR', amount: '50' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a Luhn-invalid card',
      { payway: 'card', currency: 'EUR', amount: '50', card: { ...visa, number: '4242424242424241' } },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'an expired card',
      { payway: 'card', currency: 'EUR', amount: '50', card: { ...visa, expiry: '01 / 20' } },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a malformed expiry',
      { payway: 'card', currency: 'EUR', amount: '50', card: { ...visa, expiry: '1/2039' } },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a non-Visa/MC card (Amex)',
      { payway: 'card', currency: 'EUR', amount: '50', card: { ...visa, number: '378282246310005' } },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a saved card that does not exist',
      { payway: 'card', currency: 'EUR', amount: '50', card: { id: crypto.randomUUID() } },
      404,
      'NOT_FOUND',
    ],
    ['wallet pay on a bank transfer', { ...sepa, wallet_pay: 'apple_pay' }, 400, 'VALIDATION_ERROR'],
    [
      'a Blik deposit without a code',
      { payway: 'blik', currency: 'PLN', amount: '50' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a five-digit Blik code',
      { payway: 'blik', currency: 'PLN', amount: '50', blik_code: '77777' },
      400,
      'VALIDATION_ERROR',
    ],
  ])('%s', async (_name, body, status, code) => {
    const login = await testApp.signIn();
    const client = createDepositsClient(testApp, login);
    const before = await auditLedger(testApp.context.db);
    const answer = await client.post('deposits', body);
    expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    expect(await countTransactions(testApp, login.profiles_id[0] as string)).toBe(0);
    expect(await client.balances()).toEqual({});
    const after = await auditLedger(testApp.context.db);
    expect(after.isBalanced).toBe(true);
    expect(after.counts.transfers).toBe(before.counts.transfers);
  });

  it('refuses a deposit without an Idempotency-Key', async () => {
    const login = await testApp.signIn();
    const response = await testApp.app.request('/api/client/v1/deposits', {
      method: 'POST',
      headers: { Authorization: `Bearer ${login.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(sepa),
    });
    expect(response.status).toBe(400);
  });
});

describe('only the user’s own cards top up (spec 000 §5)', () => {
  it('refuses a card whose holder is not the user named on the profile', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    await testApp.context.db
      .updateTable('profiles')
      .set({ name: 'Alice Example' })
      .where('id', '=', profileId)
      .execute();
    const client = createDepositsClient(testApp, login);
    const deposit = (holder: string) =>
      client.post('deposits', {
        payway: 'card',
        currency: 'EUR',
        amount: '20',
        card: { ...visa, holder_name: holder },
      });
    const refused = await deposit('Mallory Other');
    expect([refused.status, refused.body.error?.code, refused.body.error?.details?.reason]).toEqual([
      422,
      'PAYIN_VERIFICATION_ERROR',
      'card_holder_is_not_the_user',
    ]);
    expect(await countTransactions(testApp, profileId)).toBe(0);
    // Cards print capitals, no accents, sometimes the surname first: still the user.
    expect((await deposit('EXAMPLE ALICE')).status).toBe(200);
  });

  it('refuses a card another user has saved, typed or by its id', async () => {
    const owner = createDepositsClient(testApp, await testApp.signIn());
    const saved = await owner.post('cards', { ...visa, number: SANDBOX_CARDS.successMastercard });
    expect(saved.status).toBe(200);
    const login = await testApp.signIn();
    const thief = createDepositsClient(testApp, login);
    const typed = await thief.post('deposits', {
      payway: 'card',
      currency: 'EUR',
      amount: '20',
      card: { ...visa, number: SANDBOX_CARDS.successMastercard },
    });
    expect([typed.status, typed.body.error?.details?.reason]).toEqual([422, 'card_of_another_user']);
    const byId = await thief.post('deposits', {
      payway: 'card',
      currency: 'EUR',
      amount: '20',
      card: { id: saved.body.id },
    });
    expect([byId.status, byId.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect(await countTransactions(testApp, login.profiles_id[0] as string)).toBe(0);
  });
});
