import {
  completeSandboxVerification,
  getTransaction,
  issuePaymentCard,
  listTransactions,
  topUpPaymentCard,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driveCardAuthorization,
  driveCardCapture,
  driveCardRefund,
} from './features/card-network/card-network.contracts';
import { EUR_CARD } from './features/payment-cards/payment-cards.test-kit';
import { availableOf, fundedUser } from './test-support/money.test-kit';
import { createTestApp, type TestApp } from './test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

describe('a card’s transactions in the whole app', () => {
  it('lists the top-up, the coffee and its refund in the owner’s statement and opens each', async () => {
    const { login, profileId } = await fundedUser(testApp, { EUR: 10_000n });
    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId },
      body: { level: 'verified' },
    });
    const card = await testApp.client.ok(issuePaymentCard, {
      token: login,
      idempotencyKey: crypto.randomUUID(),
      body: EUR_CARD,
    });
    await testApp.client.ok(topUpPaymentCard, {
      token: login,
      idempotencyKey: crypto.randomUUID(),
      params: { cardId: card.id },
      body: { amount: '25' },
    });
    const coffee = await testApp.client.ok(driveCardAuthorization, {
      body: {
        card_id: card.id,
        amount: '12.40',
        currency: 'EUR',
        merchant_name: 'Corner Coffee',
        merchant_category: 'eating_places_restaurants',
      },
    });
    expect(coffee.approved).toBe(true);
    await testApp.client.ok(driveCardCapture, {
      params: { authorizationId: coffee.authorization_id },
      body: { card_id: card.id, amount: '12.40' },
    });
    await testApp.client.ok(driveCardRefund, {
      body: { card_id: card.id, amount: '2.00', currency: 'EUR', authorization_id: coffee.authorization_id },
    });

    const { transactions } = await testApp.client.ok(listTransactions, {
      token: login,
      query: { limit: 20 },
    });
    const types = transactions.map((row) => row.type);
    expect(types.slice(0, 2)).toEqual(['CARD_REFUND', 'CARD_DEBIT']);
    expect(types).toContain('UPAYOUT');
    const debit = transactions[1];
    expect(debit?.card).toMatchObject({
      card_id: card.id,
      last4: card.last4,
      merchant_name: 'Corner Coffee',
    });
    const opened = await testApp.client.ok(getTransaction, {
      token: login,
      params: { externalId: debit?.id ?? '' },
    });
    expect(opened.card?.authorization?.steps.map((step) => step.step)).toEqual([
      'authorized',
      'captured',
      'refunded',
    ]);
    // Every row of the statement opens, the card's own ones included.
    for (const row of transactions) {
      const answer = await testApp.client.call(getTransaction, {
        token: login,
        params: { externalId: row.id },
      });
      expect([row.type, answer.status]).toEqual([row.type, 200]);
    }
  });

  it('shows a top-up as one row of the owner’s statement: what left the balance is its amount + fee', async () => {
    const { login, profileId } = await fundedUser(testApp, { EUR: 10_000n });
    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId },
      body: { level: 'verified' },
    });
    const card = await testApp.client.ok(issuePaymentCard, {
      token: login,
      idempotencyKey: crypto.randomUUID(),
      body: EUR_CARD,
    });
    for (const amount of ['25', '10.55'])
      await testApp.client.ok(topUpPaymentCard, {
        token: login,
        idempotencyKey: crypto.randomUUID(),
        params: { cardId: card.id },
        body: { amount },
      });
    const before = 10_000n;
    const after = await availableOf(testApp, profileId);
    expect(before - (after.EUR ?? 0n)).toBe(3_555n);

    const { transactions } = await testApp.client.ok(listTransactions, {
      token: login,
      query: { limit: 20 },
    });
    // Two top-ups, two rows: the card's side of each is not a row of its own here.
    expect(transactions.map((row) => [row.type, row.amount, row.fee, row.card?.last4])).toEqual([
      ['UPAYOUT', '10.55', '0', card.last4],
      ['UPAYOUT', '18', '7', card.last4],
    ]);
    const [, first] = transactions;
    expect(first).toMatchObject({
      currency: 'EUR',
      fee_currency: 'EUR',
      direction: 'PAYOUT',
      status: 'DONE',
    });
    expect(first?.card).toMatchObject({ card_id: card.id, profile_id: card.profile_id, merchant_name: null });
    // The detail page shows the same money and card.
    const opened = await testApp.client.ok(getTransaction, {
      token: login,
      params: { externalId: first?.id ?? '' },
    });
    expect([opened.amount, opened.fee, opened.fee_currency, opened.card?.last4]).toEqual([
      '18',
      '7',
      'EUR',
      card.last4,
    ]);
    // The card's own history keeps each top-up as money in.
    const own = await testApp.client.ok(listTransactions, {
      token: login,
      query: { limit: 20, profile_id: card.profile_id },
    });
    expect(own.transactions.map((row) => [row.type, row.direction, row.amount])).toEqual([
      ['UDEPOSIT', 'PAYIN', '10.55'],
      ['UDEPOSIT', 'PAYIN', '25'],
    ]);
  });
});
