import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  type CardNetworkApp,
  cardOwner,
  createCardNetworkApp,
  expectLedgerBalanced,
  testCard,
} from '../../test-support/card-network.test-kit';
import { driveCardAuthorization, driveCardCapture, driveCardRefund } from './card-network.contracts';

let testApp: CardNetworkApp;
beforeAll(async () => {
  testApp = await createCardNetworkApp();
});
afterAll(async () => {
  await testApp.dispose();
});

const coffee = { merchant_name: 'Corner Coffee', merchant_category: 'restaurants' };

describe('the card network at once', () => {
  it('approves only what the balance covers when authorizations race, and holds exactly that', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        testApp.client.ok(driveCardAuthorization, {
          body: { card_id: card.id, amount: '10', currency: 'EUR', ...coffee },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.approved)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.approved).map((answer) => answer.decline_reason)).toEqual([
      'insufficient_funds',
      'insufficient_funds',
      'insufficient_funds',
    ]);
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 0n, held: 5_000n } });
    await expectLedgerBalanced(testApp);
  });

  it('applies a redelivered event once however many deliveries race', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    const body = {
      card_id: card.id,
      amount: '12.40',
      currency: 'EUR',
      event_id: `evt_${crypto.randomUUID()}`,
      authorization_id: `auth_${crypto.randomUUID()}`,
      ...coffee,
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => testApp.client.ok(driveCardAuthorization, { body })),
    );
    expect(answers.every((answer) => answer.approved && answer.amount === '12.4')).toBe(true);
    const captureBody = { card_id: card.id, amount: '12.40', event_id: `cap_${body.authorization_id}` };
    const captures = await Promise.all(
      Array.from({ length: 4 }, () =>
        testApp.client.ok(driveCardCapture, {
          params: { authorizationId: body.authorization_id },
          body: captureBody,
        }),
      ),
    );
    expect(captures.map((capture) => capture.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const refundBody = {
      card_id: card.id,
      amount: '2',
      currency: 'EUR',
      authorization_id: body.authorization_id,
      event_id: `ref_${body.authorization_id}`,
    };
    await Promise.all(
      Array.from({ length: 3 }, () => testApp.client.ok(driveCardRefund, { body: refundBody })),
    );
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_960n, held: 0n } });
    await expectLedgerBalanced(testApp);
  });
});
