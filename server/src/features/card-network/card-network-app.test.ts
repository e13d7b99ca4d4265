import {
  changePaymentCardState,
  completeSandboxVerification,
  getPaymentCard,
  issuePaymentCard,
  listCardAuthorizations,
  topUpPaymentCard,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { auditLedger } from '../../ledger/ledger-audit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { driveCardAuthorization, driveCardCapture, driveCardRefund } from './card-network.contracts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.dispose();
});

const coffee = { merchant_name: 'Corner Coffee', merchant_category: 'restaurants' };

describe('the card network in the whole app', () => {
  it('spends an issued and topped-up card: hold, capture, refund, a converted USD spend, a locked card’s decline', async () => {
    const login = await testApp.signIn({ residenceCountry: 'DE' });
    const profileId = login.profiles_id[0] as string;
    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId },
      body: { level: 'verified' },
    });
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'EUR', 10_000n)]));
    const card = await testApp.client.ok(issuePaymentCard, {
      token: login,
      idempotencyKey: crypto.randomUUID(),
      body: { currency: 'EUR', design: 'classic', cardholder_name: 'Anna Kowalska', card_name: 'Daily' },
    });
    await testApp.client.ok(topUpPaymentCard, {
      token: login,
      idempotencyKey: crypto.randomUUID(),
      params: { cardId: card.id },
      body: { amount: '50' },
    });
    const read = () => testApp.client.ok(getPaymentCard, { token: login, params: { cardId: card.id } });
    const toppedUp = await read();
    expect(toppedUp.state).toBe('active');
    // 50 less the 7 EUR activation fee.
    expect(toppedUp.balance).toEqual({ available: '43', held: '0' });

    const spend = await testApp.client.ok(driveCardAuthorization, {
      body: { card_id: card.id, amount: '12.40', currency: 'EUR', ...coffee },
    });
    expect(spend).toMatchObject({ approved: true, amount: '12.4' });
    expect((await read()).balance).toEqual({ available: '30.6', held: '12.4' });
    await testApp.client.ok(driveCardCapture, {
      params: { authorizationId: spend.authorization_id },
      body: { card_id: card.id, amount: '12.40' },
    });
    await testApp.client.ok(driveCardRefund, {
      body: { card_id: card.id, amount: '2.00', currency: 'EUR', authorization_id: spend.authorization_id },
    });
    expect((await read()).balance).toEqual({ available: '32.6', held: '0' });

    const dollars = await testApp.client.ok(driveCardAuthorization, {
      body: { card_id: card.id, amount: '5', currency: 'USD', ...coffee },
    });
    expect(dollars).toMatchObject({ approved: true, amount: '5', currency: 'USD' });

    await testApp.client.ok(changePaymentCardState, {
      token: login,
      idempotencyKey: crypto.randomUUID(),
      params: { cardId: card.id },
      body: { action: 'lock' },
    });
    const locked = await testApp.client.ok(driveCardAuthorization, {
      body: { card_id: card.id, amount: '1', currency: 'EUR', ...coffee },
    });
    expect(locked).toMatchObject({ approved: false, decline_reason: 'card_locked' });

    const { authorizations } = await testApp.client.ok(listCardAuthorizations, {
      token: login,
      params: { cardId: card.id },
    });
    expect(authorizations.map((row) => [row.status, row.currency, row.refunded_amount])).toEqual([
      ['declined', 'EUR', '0'],
      ['pending', 'USD', '0'],
      ['captured', 'EUR', '2'],
    ]);
    expect(authorizations[0]?.decline_message_key).toBe('cards.declineReason.card_locked');
    expect(authorizations[1]?.legs).toEqual([
      { currency: 'EUR', amount: expect.stringMatching(/^\d+(\.\d+)?$/), rate: expect.stringMatching(/^\d/) },
    ]);
    expect(authorizations[2]?.transaction_external_id).toMatch(/^F/);
    const audit = await auditLedger(testApp.context.db);
    expect(audit.findings).toEqual([]);
  });
});
