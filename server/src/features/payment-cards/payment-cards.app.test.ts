import {
  completeSandboxVerification,
  getPaymentCardTerms,
  getTransaction,
  issuePaymentCard,
  topUpPaymentCard,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { fundedUser } from '../../test-support/money.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { EUR_CARD } from './payment-cards.test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

describe('the payment card in the whole app', () => {
  it('issues only after verification, then activates with the first top-up', async () => {
    const { login, profileId } = await fundedUser(testApp, { EUR: 10_000n });
    const issue = () =>
      testApp.client.call(issuePaymentCard, {
        token: login,
        idempotencyKey: crypto.randomUUID(),
        body: EUR_CARD,
      });

    const refused = await issue();
    expect([refused.error?.code, refused.error?.details?.message_key]).toEqual([
      'ACCESS_DENIED',
      'cards.refusal.verificationRequired',
    ]);

    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId },
      body: { level: 'verified' },
    });
    expect((await testApp.client.ok(getPaymentCardTerms, { token: login })).refusal).toBeNull();
    const card = (await issue()).body;
    expect(card?.state).toBe('notActivated');

    const done = await testApp.client.ok(topUpPaymentCard, {
      token: login,
      idempotencyKey: crypto.randomUUID(),
      params: { cardId: card?.id ?? '' },
      body: { amount: '25' },
    });
    expect(done.card).toMatchObject({ state: 'active', balance: { available: '18', held: '0' } });
    const line = await testApp.client.ok(getTransaction, {
      token: login,
      params: { externalId: done.transaction.id },
    });
    // The answer and the statement line alike: 25.00 left the balance, 7.00 of it the activation fee.
    expect(done.transaction).toMatchObject({ amount: '18', fee: '7', fee_currency: 'EUR' });
    expect(line).toMatchObject({ type: 'UPAYOUT', amount: '18', fee: '7', currency: 'EUR', status: 'DONE' });
    expect((await auditLedger(testApp.context.db)).findings).toEqual([]);
  });
});
