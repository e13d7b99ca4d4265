import { completeSandboxVerification } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  cardEndingIn,
  evmAddressEndingIn,
  ibanOf,
  sepaIbanEndingIn,
} from '../../test-support/withdrawals.test-kit';
import {
  balancesOf,
  callAs,
  cardBody,
  expectBalancedLedger,
  FUNDS,
  fundedUser,
  TON_ADDRESS,
  withdraw,
} from './withdrawals.test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

describe('POST withdrawals: refused requests hold nothing', () => {
  const validCard = cardEndingIn('4242');
  it.each([
    ['a card number failing Luhn', cardBody('4111111111111112'), 'VALIDATION_ERROR'],
    [
      'EUR to a non-SEPA IBAN',
      {
        payway: 'sepa',
        currency: 'EUR',
        amount: '100',
        requisite: { value: ibanOf('SA', '80000000608010167519') },
      },
      'VALIDATION_ERROR',
    ],
    [
      'UAH to a German IBAN',
      { payway: 'uaiban', currency: 'UAH', amount: '1000', requisite: { value: sepaIbanEndingIn('4242') } },
      'VALIDATION_ERROR',
    ],
    [
      'an IBAN with a bad checksum',
      { payway: 'sepa', currency: 'EUR', amount: '100', requisite: { value: 'DE89370400440532013001' } },
      'VALIDATION_ERROR',
    ],
    [
      'crypto without a network',
      { payway: 'crypto', currency: 'USDT', amount: '100', requisite: { value: evmAddressEndingIn('4242') } },
      'VALIDATION_ERROR',
    ],
    [
      'an address not of the network',
      {
        payway: 'crypto',
        currency: 'USDT',
        network: 'ERC20',
        amount: '100',
        requisite: { value: TON_ADDRESS },
      },
      'VALIDATION_ERROR',
    ],
    [
      'a TON MEMO longer than a comment may be',
      {
        payway: 'crypto',
        currency: 'TON',
        network: 'TON',
        amount: '10',
        requisite: { value: TON_ADDRESS, memo: 'm'.repeat(121) },
      },
      'VALIDATION_ERROR',
    ],
    [
      'a MEMO on a network without memos',
      {
        payway: 'crypto',
        currency: 'USDT',
        network: 'ERC20',
        amount: '100',
        requisite: { value: evmAddressEndingIn('4242'), memo: '123' },
      },
      'VALIDATION_ERROR',
    ],
    ['a network on a card payout', { ...cardBody(validCard), network: 'ERC20' }, 'VALIDATION_ERROR'],
    ['more decimals than the currency has', cardBody(validCard, '100.001'), 'VALIDATION_ERROR'],
    ['a zero amount', cardBody(validCard, '0'), 'VALIDATION_ERROR'],
    ['a negative amount', cardBody(validCard, '-100'), 'VALIDATION_ERROR'],
    ['a payway that does not pay out', { ...cardBody(validCard), payway: 'blik' }, 'VALIDATION_ERROR'],
    [
      'a payway the currency lacks',
      { payway: 'sepa', currency: 'USD', amount: '100', requisite: { value: sepaIbanEndingIn('4242') } },
      'UNAVAILABLE_PWCU',
    ],
    [
      'a network the currency lacks',
      {
        payway: 'crypto',
        currency: 'USDT',
        network: 'BASE',
        amount: '100',
        requisite: { value: evmAddressEndingIn('4242') },
      },
      'UNAVAILABLE_PWCU',
    ],
    ['an amount below the minimum', cardBody(validCard, '9.99'), 'PAYOUT_MIN_TECH_LIMIT_VIOLATION'],
    ['an amount above the maximum', cardBody(validCard, '3000.01'), 'PAYOUT_MAX_TECH_LIMIT_VIOLATION'],
    ['amount + fee above the balance', cardBody(validCard, '990.10'), 'INSUFFICIENT_BALANCE'],
    [
      'an unknown saved requisite',
      { ...cardBody(validCard), requisite: { id: crypto.randomUUID() } },
      'NOT_FOUND',
    ],
  ])('%s → %s', async (_name, body, code) => {
    const { login, profileId } = await fundedUser(testApp, {
      EUR: 100_000n,
      UAH: 1_000_000n,
      USDT: 1_000_000_000n,
      TON: 100_000_000_000n,
    });
    // Verified, so each amount is refused for its own reason and not by the starter level's limits.
    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId },
      body: { level: 'verified' },
    });
    const before = await balancesOf(testApp, profileId);
    const response = await withdraw(testApp, login, body);
    expect([response.status >= 400, response.body.error?.code]).toEqual([true, code]);
    expect(await balancesOf(testApp, profileId)).toEqual(before);
    const rows = await testApp.context.db
      .selectFrom('transactions')
      .select('id')
      .where('profile_id', '=', profileId)
      .execute();
    expect(rows).toEqual([]);
    await expectBalancedLedger(testApp);
  });

  it('refuses another profile’s saved requisite and one of another kind', async () => {
    const alice = await fundedUser(testApp, FUNDS);
    const bob = await fundedUser(testApp, FUNDS);
    const saved = await callAs(testApp, alice.login, 'POST', 'requisites', {
      body: { kind: 'iban', value: sepaIbanEndingIn('4242') },
    });
    const id = saved.body.id as string;
    const asBob = await withdraw(testApp, bob.login, {
      ...cardBody(cardEndingIn('4242')),
      requisite: { id },
    });
    expect(asBob.body.error?.code).toBe('NOT_FOUND');
    const wrongKind = await withdraw(testApp, alice.login, {
      ...cardBody(cardEndingIn('4242')),
      requisite: { id },
    });
    expect(wrongKind.body.error?.code).toBe('VALIDATION_ERROR');
    expect(await balancesOf(testApp, alice.profileId)).toEqual({
      EUR: ['100000', '0'],
      UAH: ['1000000', '0'],
      USDT: ['1000000000', '0'],
      TON: ['100000000000', '0'],
    });
  });
});
